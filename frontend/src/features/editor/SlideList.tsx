import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { Dispatch } from 'react';
import type { EditorAction, EditorSlide, Problem } from './editorState';
import { SlideThumbnail } from './SlideThumbnail';

interface SlideListProps {
  fileId: string;
  version: number;
  slides: EditorSlide[];
  selected: string;
  problems: Map<string, Problem[]>;
  dispatch: Dispatch<EditorAction>;
  /** A strip across the top on phones, a column beside the editor otherwise. */
  horizontal: boolean;
}

/**
 * The deck's slides as thumbnails (the loaded version's slide images), in order. A slide is
 * selected by click or Enter; it moves by dragging its handle (mouse or touch), by the handle
 * and the arrow keys (Space picks it up and puts it down), by Alt+↑/↓ on the slide, or from its
 * menu.
 */
export function SlideList({
  fileId,
  version,
  slides,
  selected,
  problems,
  dispatch,
  horizontal,
}: SlideListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = slides.findIndex((entry) => entry.key === over.id);
    dispatch({ type: 'move', key: String(active.id), to });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The list scrolls only when a slide is held right at its edge: the neighbours stay put.
      autoScroll={{ threshold: { x: 0.1, y: 0.06 }, acceleration: 4 }}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up slide ${position(slides, active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `Slide ${position(slides, active.id)} is over position ${position(slides, over.id)}.`
              : '',
          onDragEnd: ({ over }) =>
            over ? `Slide moved to position ${position(slides, over.id)}.` : 'Slide not moved.',
          onDragCancel: () => 'Moving cancelled.',
        },
      }}
    >
      <SortableContext
        items={slides.map((entry) => entry.key)}
        strategy={horizontal ? horizontalListSortingStrategy : verticalListSortingStrategy}
      >
        <Box
          component="ol"
          aria-label="Slides"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1,
            display: 'flex',
            flexDirection: horizontal ? 'row' : 'column',
            gap: 1,
            overflowX: horizontal ? 'auto' : 'visible',
          }}
        >
          {slides.map((entry, index) => (
            <SlideThumbnail
              key={entry.key}
              entry={entry}
              index={index}
              count={slides.length}
              fileId={fileId}
              version={version}
              selected={entry.key === selected}
              hasProblem={(problems.get(entry.key)?.length ?? 0) > 0}
              dispatch={dispatch}
              horizontal={horizontal}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

const position = (slides: EditorSlide[], key: string | number) =>
  slides.findIndex((entry) => entry.key === key) + 1;
