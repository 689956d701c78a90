import { TestDriveForm } from '../../features/leads/TestDriveForm.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { CarFromQuery } from './CarFromQuery.tsx';

export function TestDrivePage() {
  return (
    <PageFrame title="Book a Test Drive" lead="Tell us who you are, then pick a time that suits you.">
      <CarFromQuery>
        {(car) => (
          <>
            {car && <p className="lead-car-line">{car.name}</p>}
            <TestDriveForm car={car} />
          </>
        )}
      </CarFromQuery>
    </PageFrame>
  );
}
