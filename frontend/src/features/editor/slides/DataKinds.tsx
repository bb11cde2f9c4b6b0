import { ReadOnlyContent } from '../ReadOnlyContent';
import { Field } from '../SlideFields';
import { TableEditor } from '../TableEditor';
import type { KindEditorProps } from './kindEditor';
import { SlideText } from './SharedFields';

/** A table: every cell, then the caption. */
export function TableSlideEditor({ slide, edit }: KindEditorProps<'table'>) {
  const { key, dispatch, problem } = edit;
  return (
    <>
      <Field title="Table">
        <TableEditor
          table={slide.table}
          problem={problem}
          onCell={(row, column, text) => dispatch({ type: 'cell', key, row, column, text })}
        />
      </Field>
      <SlideText label="Caption" field="caption" value={slide.caption} edit={edit} />
    </>
  );
}

/** A chart: its data is shown, not edited (it comes from the sources); the caption is. */
export function ChartEditor({ slide, edit }: KindEditorProps<'chart'>) {
  const { chart } = slide;
  const series = chart.series.map((one) => one.name).join(', ');
  const unit = chart.unit ? ` (${chart.unit})` : '';
  return (
    <>
      <ReadOnlyContent
        description={`A ${chart.type} chart of ${series} over ${chart.categories.length} categories${unit}.`}
      />
      <SlideText label="Caption" field="caption" value={slide.caption} edit={edit} />
    </>
  );
}

/** A video or audio clip: shown as it is; the caption is edited. */
export function MediaEditor({ slide, edit }: KindEditorProps<'media'>) {
  const { media } = slide;
  return (
    <>
      <ReadOnlyContent
        description={`A${media.kind === 'audio' ? 'n audio' : ' video'} clip (${media.extension}).`}
      />
      <SlideText label="Caption" field="caption" value={slide.caption} edit={edit} />
    </>
  );
}
