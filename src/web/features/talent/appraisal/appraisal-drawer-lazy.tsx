import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../../../shared/lazy-named';

const Drawer = lazyNamed(() => import('./appraisal-drawer'), 'AppraisalDrawer');

/**
 * The appraisal drawer, with its code (the form, the view, the signature pad) loaded when an appraisal is first opened:
 * the talent screen shows a list, and its first load evaluated the whole drawer (decision 059).
 */
export function AppraisalDrawerLazy(props: ComponentProps<typeof Drawer>) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
