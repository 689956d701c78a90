import { TestDriveForm } from '../../features/leads/TestDriveForm.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { CarFromQuery } from './CarFromQuery.tsx';
import { SubjectFromQuery } from './SubjectFromQuery.tsx';

export function TestDrivePage() {
  return (
    <PageFrame title="Book a Test Drive" lead="Tell us who you are, then pick a time that suits you.">
      <CarFromQuery>
        {(car) =>
          car ? (
            <>
              <p className="lead-car-line">{car.name}</p>
              <TestDriveForm car={car} />
            </>
          ) : (
            <SubjectFromQuery>
              {({ subject, line }) => (
                <>
                  {line && <p className="lead-car-line">{line}</p>}
                  <TestDriveForm car={null} subject={subject} />
                </>
              )}
            </SubjectFromQuery>
          )
        }
      </CarFromQuery>
    </PageFrame>
  );
}
