import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

/**
 * Documents in several languages, written at test time: a Word file with headings (Portuguese,
 * Russian, German, Arabic) and plain text without headings (Chinese, English transcript-like
 * notes). Their text is this project's own; the planner never sees them before a test.
 */
interface Doc {
  name: string;
  sections: Array<{ heading?: string; paragraphs: string[] }>;
}

const PORTUGUESE: Doc = {
  name: 'politica-de-seguranca.docx',
  sections: [
    {
      heading: 'Objetivo da política',
      paragraphs: [
        'Esta política define como a empresa protege as informações dos clientes e dos funcionários. Ela se aplica a todos os sistemas, escritórios e fornecedores que tratam dados pessoais. O comitê de segurança revisa o documento a cada ano.',
        'Por exemplo, um fornecedor que armazena contratos deve seguir as mesmas regras que a equipe interna. Os gestores respondem pelo cumprimento da política nas suas áreas.',
      ],
    },
    {
      heading: 'Controle de acesso',
      paragraphs: [
        'Cada funcionário recebe apenas os acessos necessários para o seu trabalho. As senhas são trocadas a cada noventa dias e a autenticação em dois fatores é obrigatória. Os acessos de quem deixa a empresa são removidos no mesmo dia.',
        'Os administradores registram todas as alterações de permissões em um sistema central. Uma auditoria trimestral compara as permissões ativas com as funções de cada pessoa.',
      ],
    },
    {
      heading: 'Resposta a incidentes',
      paragraphs: [
        'Qualquer suspeita de vazamento deve ser comunicada à equipe de segurança em até uma hora. A equipe isola os sistemas afetados, preserva as evidências e informa a diretoria. Os clientes afetados são avisados em até três dias úteis.',
        'Depois de cada incidente, a equipe publica um relatório com as causas e as melhorias. As lições aprendidas entram no treinamento anual de todos os funcionários.',
      ],
    },
  ],
};

const RUSSIAN: Doc = {
  name: 'otchet-o-proekte.docx',
  sections: [
    {
      heading: 'Цели проекта',
      paragraphs: [
        'Проект должен сократить время обработки заявок клиентов в два раза. Команда заменяет старую систему учёта новой платформой с открытым интерфейсом. Работы начались в феврале и завершатся в ноябре.',
        'Руководитель проекта еженедельно отчитывается перед советом директоров. Бюджет проекта составляет двенадцать миллионов рублей.',
      ],
    },
    {
      heading: 'Ход работ',
      paragraphs: [
        'Первый этап включал перенос данных о клиентах и договорах. Инженеры проверили каждую запись и исправили ошибки в старых карточках. Второй этап посвящён обучению сотрудников филиалов.',
        'Пилотный запуск прошёл в трёх филиалах без серьёзных сбоев. Сотрудники отметили, что новая система быстрее и проще в работе.',
      ],
    },
    {
      heading: 'Риски и решения',
      paragraphs: [
        'Главный риск связан с нехваткой опытных разработчиков. Компания заключила договор с внешним подрядчиком и открыла две вакансии. Резервный план предусматривает перенос части функций на следующий год.',
        'Второй риск касается безопасности персональных данных. Все изменения проходят проверку службы безопасности перед выпуском.',
      ],
    },
  ],
};

const GERMAN: Doc = {
  name: 'jahresbericht.docx',
  sections: [
    {
      heading: 'Geschäftsentwicklung',
      paragraphs: [
        'Der Umsatz stieg im vergangenen Jahr um acht Prozent auf 41 Millionen Euro. Das Wachstum kam vor allem aus dem Export nach Skandinavien und Polen. Die Zahl der Stammkunden erhöhte sich deutlich.',
        'Die Margen blieben trotz höherer Energiepreise stabil. Der Vorstand erwartet für das kommende Jahr ein ähnliches Wachstum.',
      ],
    },
    {
      heading: 'Produktion und Logistik',
      paragraphs: [
        'Das neue Werk in Leipzig nahm im Juni den Betrieb auf. Es verdoppelt die Kapazität für Ersatzteile und verkürzt die Lieferzeiten. Die Logistik arbeitet seitdem mit einem zentralen Lager.',
        'Alle Lieferanten wurden nach Nachhaltigkeitskriterien bewertet. Drei Lieferanten wurden wegen fehlender Nachweise ersetzt.',
      ],
    },
    {
      heading: 'Mitarbeitende',
      paragraphs: [
        'Das Unternehmen stellte im Berichtsjahr 120 neue Mitarbeitende ein. Ein Mentorenprogramm begleitet neue Kolleginnen und Kollegen im ersten halben Jahr. Die Fluktuation sank auf sechs Prozent.',
        'Weiterbildung wurde mit einem eigenen Budget pro Person gestärkt. Die Beschäftigten wählen ihre Kurse selbst aus.',
      ],
    },
  ],
};

const ARABIC: Doc = {
  name: 'taqrir-arabic.docx',
  sections: [
    {
      heading: 'أهداف البرنامج',
      paragraphs: [
        'يهدف البرنامج إلى تحسين جودة التعليم في المدارس الحكومية خلال ثلاث سنوات. يركز البرنامج على تدريب المعلمين وتطوير المناهج الدراسية. تشارك في البرنامج مئة وعشرون مدرسة في خمس مناطق.',
        'تتولى وزارة التعليم الإشراف على التنفيذ بالتعاون مع الجامعات المحلية. يتم تقييم النتائج في نهاية كل عام دراسي.',
      ],
    },
    {
      heading: 'تدريب المعلمين',
      paragraphs: [
        'حضر أكثر من ألفي معلم دورات تدريبية في طرق التدريس الحديثة. ركزت الدورات على التعلم النشط واستخدام التقنية داخل الفصل. أظهر التقييم تحسنا واضحا في مشاركة الطلاب.',
        'يحصل كل معلم على مرشد من ذوي الخبرة طوال العام الأول. تنشر الوزارة أفضل الدروس على منصة مفتوحة للجميع.',
      ],
    },
    {
      heading: 'النتائج والخطوات التالية',
      paragraphs: [
        'ارتفعت نسبة النجاح في الرياضيات بمقدار اثني عشر في المئة. انخفض معدل الغياب في المدارس المشاركة بشكل ملحوظ. يخطط البرنامج للتوسع إلى مئتي مدرسة في العام القادم.',
        'تعمل الوزارة على توفير مختبرات علمية في المدارس الريفية. كما سيتم إشراك أولياء الأمور في متابعة تقدم الطلاب.',
      ],
    },
  ],
};

const CHINESE_TEXT = [
  '城市交通规划的目标是让市民出行更加方便和安全。过去五年，城市人口增长了百分之十五，道路拥堵问题日益严重。政府决定优先发展公共交通，减少私家车的使用。',
  '新的地铁线路将连接东部新区和市中心。第一期工程包括十二个车站，预计明年年底通车。建成后，从新区到市中心的时间将从一小时缩短到二十五分钟。',
  '公交系统也将进行全面调整。政府计划购买三百辆电动公交车，替换老旧的柴油车辆。所有公交站点都将安装实时信息屏，方便乘客查看到站时间。',
  '自行车道建设是规划的另一项重点。城市将新建八十公里的自行车专用道，并在地铁站附近设置停车点。共享单车企业需要遵守新的停放规定。',
  '为了提高道路安全，交通部门将在学校周边设置限速区。重要路口将安装智能信号灯，根据车流自动调整时间。交通事故数据将每季度向社会公开。',
  '规划的资金来自市级财政和专项债券。政府将通过听证会听取市民的意见，并根据反馈调整方案。整个规划预计在二零三零年前全部完成。',
].join('\n\n');

const ENGLISH_NOTES = [
  'The support team met on Monday to review the backlog of customer tickets. Most tickets concern invoices that arrive twice, and the billing team has already found the cause. A fix for the duplicate invoices ships with the next release on Thursday.',
  'Response times improved after the team moved to a shared inbox. The median first answer now takes forty minutes instead of three hours. Customers in the enterprise plan get a named contact who answers within one hour.',
  'The warehouse reported delays because two forklifts were out of service. Spare parts arrive next week, and until then the night shift handles the large orders. Deliveries to the northern region will be one day late.',
  'Safety inspectors visited the warehouse and asked for clearer floor markings. The facilities team repainted the loading bays over the weekend. Every new employee now completes a safety walk on their first day.',
  'The hiring plan for next quarter includes four support agents and two warehouse supervisors. Interviews start in two weeks, and the recruiters already screened forty candidates. Each new agent will shadow an experienced colleague for a month.',
  'Finance asked every team to review their software subscriptions before the renewal date. The support team found three tools that nobody uses anymore. Cancelling them saves about nine thousand dollars a year.',
].join('\n\n');

async function wordFile(doc: Doc): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (const section of doc.sections) {
    if (section.heading)
      children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const text of section.paragraphs) children.push(new Paragraph({ text }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** Writes the documents into `dir`; returns their paths. */
export async function writeContentDocuments(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const doc of [PORTUGUESE, RUSSIAN, GERMAN, ARABIC]) {
    const path = join(dir, doc.name);
    writeFileSync(path, await wordFile(doc));
    paths.push(path);
  }
  for (const [name, text] of [
    ['chengshi-jiaotong.txt', CHINESE_TEXT],
    ['support-meeting-notes.txt', ENGLISH_NOTES],
  ]) {
    writeFileSync(join(dir, name), text);
    paths.push(join(dir, name));
  }
  return paths;
}
