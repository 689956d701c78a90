// Spec §2 /brands: the brands the dealer sells and works with, in grids by group (§1), logos with the
// not-found placeholder (§8) and each tile leading per the skipPage rule (src/domain/brands.ts).
import { BrandGrids } from '../../features/brands/BrandGrid.tsx';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';

export function BrandsPage() {
  const { navigation, imageTemplate } = useAtomValue(bootstrapAtom)!;
  return (
    <PageFrame title="Our Brands" lead="The brands we sell and service, and the businesses we work with.">
      <BrandGrids brands={navigation.brands} imageTemplate={imageTemplate} />
    </PageFrame>
  );
}
