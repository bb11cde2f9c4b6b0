import type { DeckPlan } from '@deckforge/proto';
import { parseMarkdown } from '../../src/engine/extract';
import { planDeck } from '../../src/engine/plan';

/** Short reports in Arabic and in Chinese, for right-to-left and CJK decks. */
const REPORTS = {
  ar: {
    direction: 'rtl' as const,
    title: 'مراجعة العمليات',
    markdown: `# مراجعة العمليات لعام ألفين وستة وعشرين

نمت الإيرادات في جميع المناطق خلال العام بفضل الشركاء الجدد وفريق المبيعات الأقوى.

- انخفضت تكاليف التشغيل لأن فريق الدعم أتمت أكثر الطلبات تكرارا
- يركز الربع القادم على الاحتفاظ بالعملاء وبرنامج نجاح العملاء
- أغلق قسم المالية الحسابات في أربعة أيام عمل بدلا من تسعة

## المخاطر والحلول

زاد تركز الموردين لأن عددا أقل منهم يورد الآن حجما أكبر، لذلك وضع الفريق خطة بديلة لكل مكون مهم.
`,
  },
  zh: {
    direction: 'ltr' as const,
    title: '运营回顾',
    markdown: `# 二〇二六年各区域业务部门和共享服务中心的运营回顾

由于新的合作伙伴和更强大的销售团队，所有区域的收入在这一年中都稳步增长，客户满意度也持续提高。

- 采购部门将供应商从四十二家整合为十一家，节省了大量成本
- 客户服务为所有渠道引入了统一的工单系统
- 财务部门现在用四个工作日而不是九个工作日完成结账

## 风险与对策

由于现在较少的供应商承担了更多的业务量，供应商集中度有所上升，因此团队为每个关键部件制定了第二来源计划。
`,
  },
};

/** A deck planned offline from the report in `language`, marked with its language and direction. */
export async function languagePlan(language: keyof typeof REPORTS): Promise<DeckPlan> {
  const report = REPORTS[language];
  const source = {
    kind: 'text' as const,
    pictures: [],
    ...(await parseMarkdown(Buffer.from(report.markdown))),
  };
  const plan = planDeck(report.title, [{ name: `${language}.md`, source }], new Date('2026-11-21'));
  return { ...plan, language, direction: report.direction };
}
