/**
 * Read by screen readers, not shown. '1px', not 1: in `sx` a bare 1 means 100 %, which made the
 * page as wide as its hidden text could go.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
