// A screen loaded when first shown, so the route table's chunk stays small.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return (props: P) => (
    <Suspense fallback={<div className="page" aria-busy="true" />}>
      <Screen {...(props as ComponentProps<typeof Screen>)} />
    </Suspense>
  );
}
