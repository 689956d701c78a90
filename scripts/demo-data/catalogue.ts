// Makes and models sold in Australia: cars, motorcycles, trucks and caravans.
// Each model row is [name, body, fuels, new price in thousands of AUD, badges]; the fuel letters are
// P petrol, D diesel, E electric, H hybrid, X plug-in hybrid, L LPG, and '' for caravans (no engine).
import { IMG_PREFIX, mediaPaths, slugify } from '../../src/domain/media.ts';
import type { BodyType, ItemType, Make, Model, SimpleFuel } from '../../src/domain/stock.ts';

type ModelRow = readonly [name: string, body: BodyType, fuels: string, priceK: number, badges: readonly string[]];

interface MakeRow {
  name: string;
  models: readonly ModelRow[];
  /** Makes the media pipeline has no logo for: the app shows its placeholder. */
  noLogo?: true;
  /** Model years the make was sold in, where it is not sold new today. */
  from?: number;
  until?: number;
  /** The one make whose cars carry a series (spec §3). */
  series?: readonly string[];
}

const CAR_MAKES: readonly MakeRow[] = [
  { name: 'Abarth', models: [['595', 'Hatch', 'P', 33, ['Base', 'Turismo', 'Competizione']], ['500e', 'Hatch', 'E', 59, ['Turismo']]] },
  { name: 'Alfa Romeo', models: [['Giulia', 'Sedan', 'P', 72, ['Sprint', 'Veloce', 'Quadrifoglio']], ['Stelvio', 'SUV', 'P', 78, ['Sprint', 'Veloce']], ['Tonale', 'SUV', 'HX', 50, ['Ti', 'Veloce']]] },
  { name: 'Alpine', noLogo: true, models: [['A110', 'Coupe', 'P', 105, ['GT', 'S']]] },
  { name: 'Aston Martin', models: [['Vantage', 'Coupe', 'P', 365, ['V8']], ['DBX', 'SUV', 'P', 400, ['707']]] },
  {
    name: 'Audi',
    models: [
      ['A3', 'Hatch', 'P', 49, ['35 TFSI', '40 TFSI quattro', 'S3']],
      ['A4', 'Sedan', 'P', 70, ['35 TFSI', '45 TFSI quattro']],
      ['Q3', 'SUV', 'P', 55, ['35 TFSI', '40 TFSI S line']],
      ['Q5', 'SUV', 'PD', 75, ['40 TDI', '45 TFSI S line']],
      ['Q7', 'SUV', 'D', 115, ['45 TDI', '50 TDI S line']],
      ['Q4 e-tron', 'SUV', 'E', 76, ['40', 'Sportback 45']],
      ['e-tron GT', 'Coupe', 'E', 180, ['quattro', 'RS']],
    ],
  },
  { name: 'Bentley', models: [['Continental GT', 'Coupe', 'P', 420, ['V8', 'Speed']], ['Bentayga', 'SUV', 'P', 390, ['V8', 'EWB']]] },
  {
    name: 'BMW',
    models: [
      ['1 Series', 'Hatch', 'P', 50, ['118i', '128ti', 'M135']],
      ['3 Series', 'Sedan', 'PX', 75, ['320i', '330e', 'M340i']],
      ['X1', 'SUV', 'P', 60, ['sDrive18i', 'xDrive20i']],
      ['X3', 'SUV', 'PD', 85, ['xDrive20d', 'xDrive30i', 'M40i']],
      ['X5', 'SUV', 'DX', 125, ['xDrive30d', 'xDrive50e', 'M60i']],
      ['iX', 'SUV', 'E', 140, ['xDrive40', 'xDrive50']],
      ['i4', 'Sedan', 'E', 85, ['eDrive35', 'M50']],
      ['R 1250 GS', 'Motorcycle', 'P', 33, ['Adventure', 'Rallye']],
      ['S 1000 RR', 'Motorcycle', 'P', 34, ['M Package']],
    ],
  },
  {
    name: 'BYD',
    models: [
      ['Atto 3', 'SUV', 'E', 44, ['Standard', 'Extended']],
      ['Dolphin', 'Hatch', 'E', 36, ['Dynamic', 'Premium']],
      ['Seal', 'Sedan', 'E', 55, ['Dynamic', 'Premium', 'Performance']],
      ['Sealion 6', 'SUV', 'X', 48, ['Dynamic', 'Premium']],
      ['Shark 6', 'Ute', 'X', 58, ['Premium']],
    ],
  },
  { name: 'Cadillac', noLogo: true, models: [['Lyriq', 'SUV', 'E', 120, ['Sport']]] },
  { name: 'Chery', models: [['Tiggo 4 Pro', 'SUV', 'P', 27, ['Urban', 'Ultimate']], ['Tiggo 7 Pro', 'SUV', 'PX', 33, ['Urban', 'Ultimate']], ['Tiggo 8 Pro Max', 'SUV', 'P', 41, ['Ultimate']]] },
  { name: 'Chevrolet', models: [['Silverado', 'Ute', 'P', 120, ['LTZ Premium', 'ZR2']], ['Corvette', 'Coupe', 'P', 170, ['Stingray 3LT', 'Z06']]] },
  { name: 'Chrysler', until: 2021, models: [['300', 'Sedan', 'P', 60, ['C', 'SRT']]] },
  { name: 'Citroen', models: [['C3', 'Hatch', 'P', 31, ['Shine']], ['C5 Aircross', 'SUV', 'P', 48, ['Shine']], ['e-C4', 'Hatch', 'E', 40, ['Shine']]] },
  { name: 'Cupra', models: [['Born', 'Hatch', 'E', 60, ['e-Boost']], ['Formentor', 'SUV', 'P', 63, ['VZ', 'VZx']], ['Leon', 'Hatch', 'P', 50, ['V', 'VZ', 'VZx']]] },
  { name: 'Deepal', noLogo: true, from: 2024, models: [['S07', 'SUV', 'E', 55, ['RWD']]] },
  { name: 'Dodge', until: 2017, models: [['Journey', 'People Mover', 'P', 33, ['SXT', 'R/T']]] },
  { name: 'Ferrari', models: [['296 GTB', 'Coupe', 'X', 530, ['Assetto Fiorano']], ['Roma', 'Coupe', 'P', 410, ['Spider']], ['Purosangue', 'SUV', 'P', 800, ['V12']]] },
  { name: 'Fiat', models: [['500', 'Hatch', 'P', 25, ['Lounge', 'Dolcevita']], ['Ducato', 'Van', 'D', 55, ['Mid Roof', 'High Roof']]] },
  {
    name: 'Ford',
    models: [
      ['Ranger', 'Ute', 'D', 58, ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor']],
      ['Everest', 'SUV', 'D', 65, ['Ambiente', 'Trend', 'Sport', 'Platinum']],
      ['Mustang', 'Coupe', 'P', 66, ['GT', 'Dark Horse']],
      ['Puma', 'SUV', 'P', 34, ['Base', 'ST-Line']],
      ['Transit Custom', 'Van', 'D', 52, ['Trend', 'Sport']],
      ['Mustang Mach-E', 'SUV', 'E', 72, ['Select', 'Premium', 'GT']],
      ['Focus', 'Hatch', 'P', 32, ['ST-Line', 'ST']],
      ['Falcon', 'Sedan', 'PL', 40, ['XT', 'XR6', 'G6E']],
    ],
  },
  { name: 'Geely', noLogo: true, from: 2025, models: [['EX5', 'SUV', 'E', 41, ['Complete', 'Inspire']]] },
  { name: 'Genesis', models: [['G70', 'Sedan', 'P', 66, ['2.0T', '3.3T Sport']], ['GV70', 'SUV', 'P', 74, ['2.5T', '3.5T Sport']], ['GV80', 'SUV', 'P', 95, ['3.5T Luxury']]] },
  { name: 'GWM', models: [['Cannon', 'Ute', 'D', 42, ['Cannon', 'Cannon-L', 'Cannon-X', 'Cannon Alpha']], ['Ora', 'Hatch', 'E', 40, ['Standard Range', 'Ultra']]] },
  { name: 'Haval', models: [['Jolion', 'SUV', 'PH', 31, ['Premium', 'Lux', 'Ultra']], ['H6', 'SUV', 'PHX', 38, ['Lux', 'Ultra', 'GT']]] },
  {
    name: 'Holden',
    until: 2020,
    models: [
      ['Commodore', 'Sedan', 'P', 42, ['Evoke', 'SV6', 'SS', 'SS-V Redline', 'Calais']],
      ['Colorado', 'Ute', 'D', 42, ['LS', 'LTZ', 'Z71']],
      ['Captiva', 'SUV', 'PD', 32, ['LS', 'LT', 'LTZ']],
      ['Astra', 'Hatch', 'P', 28, ['R', 'RS', 'RS-V']],
      ['Barina', 'Hatch', 'P', 18, ['CD', 'LS']],
    ],
  },
  {
    name: 'Honda',
    models: [
      ['Civic', 'Hatch', 'PH', 45, ['VTi LX', 'e:HEV LX', 'Type R']],
      ['CR-V', 'SUV', 'PH', 45, ['VTi', 'VTi L7', 'e:HEV RS']],
      ['HR-V', 'SUV', 'PH', 38, ['Vi X', 'e:HEV L']],
      ['ZR-V', 'SUV', 'PH', 42, ['VTi X', 'VTi LX', 'e:HEV LX']],
      ['Accord', 'Sedan', 'H', 63, ['e:HEV RS']],
      ['CBR650R', 'Motorcycle', 'P', 14, ['E-Clutch']],
      ['CRF1100L Africa Twin', 'Motorcycle', 'P', 25, ['Adventure Sports', 'DCT']],
      ['Rebel 500', 'Motorcycle', 'P', 10, ['Base']],
    ],
  },
  { name: 'HSV', noLogo: true, until: 2017, models: [['Clubsport', 'Sedan', 'P', 75, ['R8', 'R8 LSA']], ['Maloo', 'Ute', 'P', 72, ['R8']]] },
  {
    name: 'Hyundai',
    models: [
      ['i30', 'Hatch', 'P', 28, ['Active', 'Elite', 'N Line', 'N']],
      ['i30 Sedan', 'Sedan', 'PH', 30, ['Active', 'N Line']],
      ['Tucson', 'SUV', 'PDH', 38, ['Base', 'Elite', 'Highlander', 'N Line']],
      ['Santa Fe', 'SUV', 'PH', 52, ['Base', 'Elite', 'Calligraphy']],
      ['Kona', 'SUV', 'PH', 34, ['Base', 'N Line', 'Premium']],
      ['Kona Electric', 'SUV', 'E', 54, ['Standard Range', 'Extended Range']],
      ['Venue', 'SUV', 'P', 25, ['Active', 'Elite']],
      ['Ioniq 5', 'SUV', 'E', 70, ['Dynamiq', 'Epiq', 'N']],
      ['Ioniq 6', 'Sedan', 'E', 75, ['Dynamiq', 'Epiq']],
      ['Staria', 'People Mover', 'D', 53, ['Load', 'Elite', 'Highlander']],
      ['Palisade', 'SUV', 'PD', 62, ['Elite', 'Highlander']],
    ],
  },
  { name: 'INEOS', models: [['Grenadier', 'SUV', 'PD', 95, ['Belstaff', 'Trialmaster', 'Fieldmaster']]] },
  { name: 'Infiniti', noLogo: true, until: 2020, models: [['Q50', 'Sedan', 'P', 60, ['Sport', 'Red Sport']], ['QX50', 'SUV', 'P', 62, ['Luxe', 'Sensory']]] },
  { name: 'Isuzu Ute', models: [['D-Max', 'Ute', 'D', 50, ['SX', 'LS-M', 'LS-U', 'X-Terrain']], ['MU-X', 'SUV', 'D', 52, ['LS-M', 'LS-U', 'LS-T']]] },
  { name: 'Jaecoo', noLogo: true, from: 2024, models: [['J7', 'SUV', 'PX', 36, ['Track', 'Ultimate', 'SHS Ultimate']]] },
  { name: 'Jaguar', models: [['F-Pace', 'SUV', 'PD', 90, ['R-Dynamic SE', 'SVR']], ['E-Pace', 'SUV', 'P', 70, ['R-Dynamic']], ['I-Pace', 'SUV', 'E', 130, ['HSE']]] },
  {
    name: 'Jeep',
    models: [
      ['Wrangler', 'SUV', 'P', 80, ['Rubicon', 'Sahara']],
      ['Grand Cherokee', 'SUV', 'PX', 80, ['Limited', 'Overland', 'Summit Reserve']],
      ['Compass', 'SUV', 'P', 43, ['Night Eagle', 'Limited']],
      ['Gladiator', 'Ute', 'P', 80, ['Rubicon']],
    ],
  },
  { name: 'KGM', from: 2024, models: [['Torres', 'SUV', 'P', 43, ['ELX', 'Ultimate']], ['Actyon', 'SUV', 'P', 48, ['Ultimate']]] },
  {
    name: 'Kia',
    models: [
      ['Sportage', 'SUV', 'PD', 37, ['S', 'SX', 'SX+', 'GT-Line']],
      ['Seltos', 'SUV', 'P', 31, ['S', 'Sport', 'GT-Line']],
      ['Sorento', 'SUV', 'PDHX', 52, ['S', 'Sport+', 'GT-Line']],
      ['Cerato', 'Hatch', 'P', 28, ['S', 'Sport', 'GT']],
      ['Carnival', 'People Mover', 'PDH', 52, ['S', 'Si', 'SLi', 'Platinum']],
      ['EV6', 'SUV', 'E', 72, ['Air', 'GT-Line', 'GT']],
      ['EV9', 'SUV', 'E', 100, ['Air', 'GT-Line']],
      ['Picanto', 'Hatch', 'P', 18, ['S', 'GT-Line']],
      ['Tasman', 'Ute', 'D', 55, ['S', 'SX', 'X-Line']],
    ],
  },
  { name: 'Lamborghini', models: [['Urus', 'SUV', 'P', 420, ['S', 'Performante']], ['Huracan', 'Coupe', 'P', 420, ['EVO', 'STO']]] },
  {
    name: 'Land Rover',
    models: [
      ['Defender', 'SUV', 'PDX', 95, ['110 S', '110 X-Dynamic SE', '130 X']],
      ['Range Rover Sport', 'SUV', 'DX', 150, ['Dynamic SE', 'Autobiography']],
      ['Range Rover Evoque', 'SUV', 'P', 75, ['S', 'R-Dynamic SE']],
      ['Discovery Sport', 'SUV', 'PD', 72, ['S', 'R-Dynamic SE']],
    ],
  },
  { name: 'LDV', models: [['T60', 'Ute', 'D', 42, ['Pro', 'Max', 'Max Plus']], ['Deliver 9', 'Van', 'D', 50, ['LWB Mid Roof']], ['G10', 'Van', 'P', 36, ['Executive']], ['eT60', 'Ute', 'E', 92, ['Max']]] },
  { name: 'Leapmotor', noLogo: true, from: 2025, models: [['C10', 'SUV', 'E', 45, ['Style', 'Design']]] },
  {
    name: 'Lexus',
    models: [
      ['IS', 'Sedan', 'PH', 65, ['IS300 Luxury', 'IS350 F Sport']],
      ['NX', 'SUV', 'PHX', 70, ['NX250 Luxury', 'NX350h Sports Luxury', 'NX450h+ F Sport']],
      ['RX', 'SUV', 'HX', 95, ['RX350h Luxury', 'RX500h F Sport']],
      ['UX', 'SUV', 'H', 52, ['UX250h Luxury', 'UX250h F Sport']],
      ['LX', 'SUV', 'P', 160, ['LX600 Ultra Luxury']],
    ],
  },
  { name: 'Lotus', models: [['Emira', 'Coupe', 'P', 190, ['V6 First Edition']], ['Eletre', 'SUV', 'E', 190, ['S']]] },
  { name: 'Mahindra', models: [['XUV700', 'SUV', 'P', 40, ['AX7']], ['Scorpio', 'SUV', 'D', 40, ['Z8']], ['Pik-Up', 'Ute', 'D', 32, ['S11']]] },
  { name: 'Maserati', models: [['Ghibli', 'Sedan', 'P', 145, ['GT', 'Modena']], ['Grecale', 'SUV', 'P', 115, ['GT', 'Trofeo']], ['Levante', 'SUV', 'P', 145, ['GT']]] },
  {
    name: 'Mazda',
    series: ['duo', 'city', 'sport'],
    models: [
      ['Mazda2', 'Hatch', 'P', 26, ['G15 Pure', 'G15 Evolve', 'G15 GT']],
      ['Mazda3', 'Hatch', 'P', 35, ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina']],
      ['CX-3', 'SUV', 'P', 30, ['G20 Pure', 'G20 Evolve', 'Akari']],
      ['CX-30', 'SUV', 'P', 37, ['G20 Pure', 'G25 Touring', 'G25 Astina']],
      ['MX-30', 'SUV', 'HE', 40, ['G20e Touring', 'E35 Astina']],
      ['CX-5', 'SUV', 'PD', 40, ['G20 Maxx', 'G25 Maxx Sport', 'G25 Touring', 'G35 GT SP', 'Akera']],
      ['CX-60', 'SUV', 'PDX', 62, ['G40e Evolve', 'D50e GT', 'P50e Azami']],
      ['CX-90', 'SUV', 'PD', 78, ['G50e Touring', 'D50e Azami']],
      ['CX-70', 'SUV', 'PD', 80, ['G50e Touring', 'D50e GT']],
      ['BT-50', 'Ute', 'D', 50, ['XS', 'XT', 'XTR', 'GT', 'Thunder']],
      ['MX-5', 'Convertible', 'P', 45, ['Roadster', 'RF GT']],
      ['Mazda6', 'Sedan', 'P', 40, ['Touring', 'GT SP', 'Atenza']],
    ],
  },
  { name: 'McLaren', models: [['750S', 'Coupe', 'P', 600, ['Coupe', 'Spider']], ['Artura', 'Coupe', 'X', 450, ['Coupe']]] },
  {
    name: 'Mercedes-Benz',
    models: [
      ['A-Class', 'Hatch', 'P', 60, ['A200', 'A250 4MATIC', 'A35 AMG']],
      ['C-Class', 'Sedan', 'PX', 80, ['C200', 'C300', 'C43 AMG']],
      ['GLA', 'SUV', 'P', 72, ['GLA200', 'GLA250 4MATIC']],
      ['GLC', 'SUV', 'PDX', 95, ['GLC300 4MATIC', 'GLC43 AMG']],
      ['GLE', 'SUV', 'D', 130, ['GLE300d', 'GLE450d']],
      ['EQA', 'SUV', 'E', 78, ['EQA250']],
      ['EQE', 'Sedan', 'E', 135, ['EQE300']],
      ['Sprinter', 'Van', 'D', 75, ['315 CDI', '519 CDI']],
      ['Actros', 'Truck', 'D', 280, ['2653', '2663']],
    ],
  },
  {
    name: 'MG',
    models: [
      ['MG3', 'Hatch', 'PH', 22, ['Vibe', 'Excite', 'Essence']],
      ['ZS', 'SUV', 'PHE', 26, ['Vibe', 'Excite', 'Essence']],
      ['HS', 'SUV', 'PX', 33, ['Vibe', 'Excite', 'Essence']],
      ['MG4', 'Hatch', 'E', 36, ['Excite 51', 'Essence 64', 'XPOWER']],
      ['Cyberster', 'Convertible', 'E', 110, ['Trophy']],
    ],
  },
  { name: 'MINI', models: [['Cooper', 'Hatch', 'PE', 40, ['C', 'S', 'JCW', 'SE']], ['Countryman', 'SUV', 'PE', 56, ['C', 'S All4', 'E']]] },
  {
    name: 'Mitsubishi',
    models: [
      ['Triton', 'Ute', 'D', 45, ['GLX', 'GLX+', 'GLS', 'GSR']],
      ['Outlander', 'SUV', 'PX', 38, ['ES', 'LS', 'Aspire', 'Exceed']],
      ['ASX', 'SUV', 'P', 28, ['MR', 'LS', 'GSR']],
      ['Eclipse Cross', 'SUV', 'PX', 33, ['ES', 'LS', 'Aspire']],
      ['Pajero Sport', 'SUV', 'D', 50, ['GLX', 'GLS', 'Exceed']],
      ['Pajero', 'SUV', 'D', 55, ['GLX', 'GLS', 'Exceed']],
      ['Lancer', 'Sedan', 'P', 22, ['ES', 'LS']],
    ],
  },
  {
    name: 'Nissan',
    models: [
      ['Navara', 'Ute', 'D', 45, ['SL', 'ST', 'ST-X', 'PRO-4X']],
      ['X-Trail', 'SUV', 'PH', 40, ['ST', 'ST-L', 'Ti', 'N-Trek']],
      ['Qashqai', 'SUV', 'PH', 35, ['ST', 'ST+', 'Ti', 'N-Design']],
      ['Patrol', 'SUV', 'P', 90, ['Ti', 'Ti-L', 'Warrior']],
      ['Pathfinder', 'SUV', 'P', 55, ['ST', 'Ti']],
      ['Juke', 'SUV', 'P', 32, ['ST', 'Ti']],
      ['Leaf', 'Hatch', 'E', 50, ['e+']],
      ['Ariya', 'SUV', 'E', 65, ['Engage', 'Evolve']],
      ['Z', 'Coupe', 'P', 75, ['Z', 'NISMO']],
    ],
  },
  { name: 'Omoda', noLogo: true, from: 2023, models: [['Omoda 5', 'SUV', 'P', 33, ['BX', 'EX']], ['E5', 'SUV', 'E', 40, ['BX']]] },
  { name: 'Peugeot', models: [['2008', 'SUV', 'P', 40, ['Allure', 'GT']], ['3008', 'SUV', 'P', 50, ['Allure', 'GT']], ['308', 'Hatch', 'PX', 43, ['Allure', 'GT']], ['Expert', 'Van', 'D', 45, ['Long']]] },
  { name: 'Polestar', from: 2022, models: [['Polestar 2', 'Sedan', 'E', 68, ['Standard Range', 'Long Range Dual Motor']], ['Polestar 3', 'SUV', 'E', 120, ['Long Range']], ['Polestar 4', 'SUV', 'E', 85, ['Long Range']]] },
  {
    name: 'Porsche',
    models: [
      ['911', 'Coupe', 'P', 270, ['Carrera', 'Carrera S', 'GT3']],
      ['Cayenne', 'SUV', 'PX', 160, ['Base', 'E-Hybrid', 'Turbo GT']],
      ['Macan', 'SUV', 'PE', 95, ['Base', 'T', '4 Electric']],
      ['Taycan', 'Sedan', 'E', 180, ['Base', '4S', 'Turbo']],
    ],
  },
  { name: 'RAM', models: [['1500', 'Ute', 'P', 115, ['Laramie', 'Rebel', 'Limited']], ['2500', 'Ute', 'D', 150, ['Laramie']]] },
  { name: 'Renault', models: [['Koleos', 'SUV', 'P', 43, ['Zen', 'Intens']], ['Captur', 'SUV', 'P', 35, ['Zen', 'Intens']], ['Kangoo', 'Van', 'P', 36, ['Maxi']], ['Trafic', 'Van', 'D', 50, ['Pro', 'Lifestyle']], ['Megane E-Tech', 'Hatch', 'E', 60, ['EV60']]] },
  { name: 'Rolls-Royce', models: [['Cullinan', 'SUV', 'P', 700, ['Black Badge']], ['Ghost', 'Sedan', 'P', 650, ['EWB']]] },
  { name: 'Saab', noLogo: true, until: 2011, models: [['9-3', 'Convertible', 'P', 30, ['Aero', 'Linear']]] },
  {
    name: 'Skoda',
    models: [
      ['Octavia', 'Wagon', 'P', 45, ['Style', 'RS']],
      ['Kodiaq', 'SUV', 'P', 58, ['Style', 'Sportline', 'RS']],
      ['Karoq', 'SUV', 'P', 45, ['Style', 'Sportline']],
      ['Kamiq', 'SUV', 'P', 36, ['110TSI Style', 'Monte Carlo']],
      ['Fabia', 'Hatch', 'P', 30, ['Style', 'Monte Carlo']],
      ['Enyaq', 'SUV', 'E', 75, ['85', 'Sportline 85x']],
    ],
  },
  { name: 'Skywell', noLogo: true, from: 2024, models: [['ET5', 'SUV', 'E', 50, ['Premium']]] },
  { name: 'Smart', from: 2023, models: [['#1', 'SUV', 'E', 55, ['Pro+', 'Premium', 'Brabus']], ['#3', 'SUV', 'E', 60, ['Premium']]] },
  { name: 'SsangYong', until: 2023, models: [['Musso', 'Ute', 'D', 40, ['ELX', 'Ultimate']], ['Rexton', 'SUV', 'D', 55, ['ELX', 'Ultimate']], ['Korando', 'SUV', 'P', 35, ['ELX', 'Ultimate']]] },
  {
    name: 'Subaru',
    models: [
      ['Forester', 'SUV', 'PH', 43, ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S']],
      ['Outback', 'Wagon', 'P', 48, ['AWD', 'AWD Sport', 'AWD Touring', 'XT']],
      ['Crosstrek', 'SUV', 'PH', 38, ['2.0R', '2.0S', 'Hybrid S']],
      ['WRX', 'Sedan', 'P', 55, ['Base', 'RS', 'tS']],
      ['BRZ', 'Coupe', 'P', 45, ['S']],
      ['Impreza', 'Hatch', 'P', 32, ['2.0i', '2.0i-L', '2.0i-S']],
      ['Solterra', 'SUV', 'E', 73, ['AWD', 'AWD Touring']],
    ],
  },
  {
    name: 'Suzuki',
    models: [
      ['Swift', 'Hatch', 'PH', 25, ['GL', 'GLX', 'Hybrid GLX', 'Sport']],
      ['Vitara', 'SUV', 'PH', 32, ['Base', 'Turbo', 'Turbo ALLGRIP']],
      ['Jimny', 'SUV', 'P', 35, ['Lite', 'GLX', 'XL']],
      ['S-Cross', 'SUV', 'P', 37, ['Base', 'Plus']],
      ['Baleno', 'Hatch', 'P', 21, ['GL', 'GLX']],
      ['GSX-R1000', 'Motorcycle', 'P', 26, ['R']],
      ['V-Strom 800DE', 'Motorcycle', 'P', 20, ['Adventure']],
      ['DR-Z4S', 'Motorcycle', 'P', 12, ['Base']],
    ],
  },
  { name: 'Tank', noLogo: true, from: 2024, models: [['Tank 300', 'SUV', 'DH', 52, ['Lux', 'Ultra']], ['Tank 500', 'SUV', 'H', 66, ['Lux', 'Ultra']]] },
  {
    name: 'Tesla',
    from: 2016,
    models: [
      ['Model 3', 'Sedan', 'E', 55, ['RWD', 'Long Range', 'Performance']],
      ['Model Y', 'SUV', 'E', 58, ['RWD', 'Long Range', 'Performance']],
      ['Model S', 'Sedan', 'E', 150, ['Plaid']],
      ['Model X', 'SUV', 'E', 160, ['Plaid']],
    ],
  },
  {
    name: 'Toyota',
    models: [
      ['Hilux', 'Ute', 'D', 55, ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X', 'GR Sport']],
      ['LandCruiser 300', 'SUV', 'D', 100, ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport']],
      ['LandCruiser 70', 'Ute', 'D', 82, ['Workmate', 'GX', 'GXL']],
      ['Prado', 'SUV', 'D', 70, ['GX', 'GXL', 'VX', 'Kakadu', 'Altitude']],
      ['RAV4', 'SUV', 'PH', 42, ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge']],
      ['Corolla', 'Hatch', 'PH', 32, ['Ascent Sport', 'SX', 'ZR', 'GR']],
      ['Corolla Cross', 'SUV', 'PH', 36, ['GX', 'GXL', 'Atmos']],
      ['Camry', 'Sedan', 'H', 42, ['Ascent', 'SL', 'SX']],
      ['Kluger', 'SUV', 'PH', 58, ['GX', 'GXL', 'Grande']],
      ['Yaris Cross', 'SUV', 'PH', 32, ['GX', 'GXL', 'Urban']],
      ['Yaris', 'Hatch', 'PH', 27, ['Ascent Sport', 'SX', 'ZR', 'GR']],
      ['C-HR', 'SUV', 'HX', 42, ['GXL', 'Koba', 'GR Sport']],
      ['HiAce', 'Van', 'D', 50, ['LWB', 'SLWB Commuter']],
      ['bZ4X', 'SUV', 'E', 66, ['FWD', 'AWD']],
      ['GR86', 'Coupe', 'P', 46, ['GT']],
      ['Fortuner', 'SUV', 'D', 55, ['GX', 'GXL', 'Crusade']],
      ['Granvia', 'People Mover', 'D', 68, ['VX']],
    ],
  },
  {
    name: 'Volkswagen',
    models: [
      ['Amarok', 'Ute', 'D', 60, ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura']],
      ['Golf', 'Hatch', 'P', 40, ['110TSI Life', 'R-Line', 'GTI', 'R']],
      ['Tiguan', 'SUV', 'PD', 48, ['110TSI Life', '162TSI Elegance', 'R-Line']],
      ['T-Roc', 'SUV', 'P', 42, ['CityLife', 'R-Line', 'R']],
      ['Polo', 'Hatch', 'P', 28, ['Life', 'Style', 'GTI']],
      ['Touareg', 'SUV', 'D', 95, ['170TDI', '210TDI R-Line']],
      ['ID.4', 'SUV', 'E', 65, ['Pro']],
      ['Multivan', 'People Mover', 'PX', 80, ['Life', 'Energetic']],
      ['Transporter', 'Van', 'D', 50, ['TDI340', 'TDI450']],
      ['Crafter', 'Van', 'D', 70, ['35 MWB', '50 LWB']],
    ],
  },
  {
    name: 'Volvo',
    models: [
      ['XC40', 'SUV', 'P', 55, ['Plus B4', 'Ultra B5']],
      ['XC60', 'SUV', 'PX', 75, ['Plus B5', 'Ultra T8']],
      ['XC90', 'SUV', 'PX', 95, ['Plus B6', 'Ultra T8']],
      ['EX30', 'SUV', 'E', 60, ['Plus', 'Ultra Twin Motor']],
      ['FH', 'Truck', 'D', 330, ['FH16 700', 'FH 540']],
      ['FM', 'Truck', 'D', 280, ['FM 460']],
    ],
  },
  { name: 'XPeng', noLogo: true, from: 2024, models: [['G6', 'SUV', 'E', 55, ['RWD Standard Range', 'RWD Long Range']]] },
  { name: 'Zeekr', noLogo: true, from: 2024, models: [['001', 'Wagon', 'E', 85, ['Long Range RWD']], ['X', 'SUV', 'E', 67, ['Long Range RWD', 'Performance AWD']]] },
];

const MOTORCYCLE_MAKES: readonly MakeRow[] = [
  { name: 'Aprilia', models: [['RS 660', 'Motorcycle', 'P', 19, ['Base', 'Factory']], ['Tuono V4', 'Motorcycle', 'P', 30, ['Factory']], ['Tuareg 660', 'Motorcycle', 'P', 22, ['Base']]] },
  { name: 'Benelli', models: [['TRK 502', 'Motorcycle', 'P', 9, ['X']], ['Leoncino 500', 'Motorcycle', 'P', 9, ['Trail']]] },
  { name: 'Beta', noLogo: true, models: [['RR 300', 'Motorcycle', 'P', 15, ['Race Edition']]] },
  { name: 'Can-Am', models: [['Ryker', 'Motorcycle', 'P', 18, ['Rally']], ['Spyder F3', 'Motorcycle', 'P', 35, ['Limited']]] },
  { name: 'CFMoto', models: [['450NK', 'Motorcycle', 'P', 8, ['Base']], ['800MT', 'Motorcycle', 'P', 17, ['Sport', 'Touring']], ['450MT', 'Motorcycle', 'P', 10, ['Base']]] },
  { name: 'Ducati', models: [['Panigale V4', 'Motorcycle', 'P', 45, ['S', 'R']], ['Monster', 'Motorcycle', 'P', 22, ['Plus', 'SP']], ['Multistrada V4', 'Motorcycle', 'P', 40, ['S', 'Rally']], ['Scrambler', 'Motorcycle', 'P', 17, ['Icon', 'Full Throttle']]] },
  { name: 'GasGas', noLogo: true, models: [['EC 300', 'Motorcycle', 'P', 14, ['Base']]] },
  {
    name: 'Harley-Davidson',
    models: [
      ['Street Glide', 'Motorcycle', 'P', 52, ['Special', 'ST']],
      ['Fat Boy', 'Motorcycle', 'P', 40, ['114']],
      ['Sportster S', 'Motorcycle', 'P', 28, ['Base']],
      ['Pan America 1250', 'Motorcycle', 'P', 34, ['Special']],
      ['Road King', 'Motorcycle', 'P', 42, ['Special']],
    ],
  },
  { name: 'Husqvarna', models: [['Svartpilen 401', 'Motorcycle', 'P', 9, ['Base']], ['Norden 901', 'Motorcycle', 'P', 24, ['Expedition']], ['FE 350', 'Motorcycle', 'P', 15, ['Base']]] },
  { name: 'Indian', models: [['Scout', 'Motorcycle', 'P', 26, ['Bobber', 'Sport']], ['Chief', 'Motorcycle', 'P', 35, ['Dark Horse']], ['FTR', 'Motorcycle', 'P', 25, ['Sport']]] },
  {
    name: 'Kawasaki',
    models: [
      ['Ninja 650', 'Motorcycle', 'P', 11, ['LAMS']],
      ['Z900', 'Motorcycle', 'P', 16, ['SE']],
      ['Versys 650', 'Motorcycle', 'P', 14, ['LT']],
      ['KLR650', 'Motorcycle', 'P', 10, ['Adventure']],
      ['Ninja ZX-10R', 'Motorcycle', 'P', 30, ['KRT']],
    ],
  },
  { name: 'KTM', models: [['390 Duke', 'Motorcycle', 'P', 8, ['Base']], ['1290 Super Adventure', 'Motorcycle', 'P', 32, ['S', 'R']], ['890 Duke', 'Motorcycle', 'P', 17, ['R']], ['300 EXC', 'Motorcycle', 'P', 15, ['Hardenduro']]] },
  { name: 'Kymco', noLogo: true, models: [['Xciting S 400', 'Motorcycle', 'P', 9, ['ABS']]] },
  { name: 'Moto Guzzi', models: [['V85 TT', 'Motorcycle', 'P', 22, ['Travel']], ['V7', 'Motorcycle', 'P', 15, ['Stone', 'Special']]] },
  { name: 'Moto Morini', noLogo: true, models: [['X-Cape 650', 'Motorcycle', 'P', 12, ['Base']]] },
  { name: 'MV Agusta', models: [['Brutale 800', 'Motorcycle', 'P', 28, ['RR']], ['Dragster 800', 'Motorcycle', 'P', 30, ['RR SCS']]] },
  { name: 'Piaggio', models: [['Medley', 'Motorcycle', 'P', 5, ['S 150']], ['Beverly', 'Motorcycle', 'P', 9, ['400 S']]] },
  { name: 'Royal Enfield', models: [['Himalayan 450', 'Motorcycle', 'P', 9, ['Base']], ['Classic 350', 'Motorcycle', 'P', 7, ['Halcyon', 'Chrome']], ['Interceptor 650', 'Motorcycle', 'P', 10, ['Standard']]] },
  { name: 'Sherco', noLogo: true, models: [['SE 300', 'Motorcycle', 'P', 15, ['Factory']]] },
  { name: 'SYM', noLogo: true, models: [['Maxsym TL 500', 'Motorcycle', 'P', 13, ['Base']]] },
  { name: 'Triumph', models: [['Bonneville T120', 'Motorcycle', 'P', 22, ['Black']], ['Tiger 900', 'Motorcycle', 'P', 25, ['GT Pro', 'Rally Pro']], ['Street Triple 765', 'Motorcycle', 'P', 18, ['R', 'RS']], ['Speed 400', 'Motorcycle', 'P', 7, ['Base']]] },
  { name: 'Vespa', models: [['Primavera', 'Motorcycle', 'P', 7, ['150', 'S 150']], ['GTS', 'Motorcycle', 'P', 10, ['300 Super Sport']]] },
  {
    name: 'Yamaha',
    models: [
      ['MT-07', 'Motorcycle', 'P', 12, ['LAMS', 'Y-AMT']],
      ['MT-09', 'Motorcycle', 'P', 14, ['SP']],
      ['YZF-R1', 'Motorcycle', 'P', 30, ['M']],
      ['Tenere 700', 'Motorcycle', 'P', 19, ['World Raid']],
      ['TMAX', 'Motorcycle', 'P', 22, ['Tech MAX']],
      ['WR450F', 'Motorcycle', 'P', 14, ['Base']],
    ],
  },
  { name: 'Zero', noLogo: true, models: [['SR/F', 'Motorcycle', 'E', 30, ['Premium']]] },
];

const TRUCK_MAKES: readonly MakeRow[] = [
  { name: 'DAF', models: [['XF', 'Truck', 'D', 320, ['530 FTS']], ['CF', 'Truck', 'D', 260, ['450 FAT']], ['LF', 'Truck', 'D', 150, ['260 FA']]] },
  { name: 'Dennis Eagle', noLogo: true, models: [['Elite 6', 'Truck', 'D', 380, ['6x2 Refuse']]] },
  { name: 'Foton', models: [['Tunland', 'Ute', 'D', 42, ['FX', 'FXL']], ['Aumark', 'Truck', 'D', 60, ['S 4.5T']]] },
  { name: 'Freightliner', models: [['Cascadia', 'Truck', 'D', 360, ['126 Prime Mover']], ['Argosy', 'Truck', 'D', 300, ['110']]] },
  { name: 'Fuso', models: [['Canter', 'Truck', 'DE', 70, ['515', '918 Wide']], ['Fighter', 'Truck', 'D', 130, ['1627', '2427']], ['Shogun', 'Truck', 'D', 240, ['FS 2851']]] },
  { name: 'Hino', models: [['300 Series', 'Truck', 'DH', 75, ['616', '917']], ['500 Series', 'Truck', 'D', 140, ['FC 1124', 'GH 1835']], ['700 Series', 'Truck', 'D', 260, ['SS 2848']]] },
  { name: 'International', noLogo: true, models: [['MV Series', 'Truck', 'D', 160, ['MV 4x2']]] },
  { name: 'Isuzu', models: [['N Series', 'Truck', 'D', 75, ['NLR 45-150', 'NPR 75-190']], ['F Series', 'Truck', 'D', 130, ['FRR 110-260', 'FVZ 260-300']], ['Giga', 'Truck', 'D', 230, ['CYZ 460']]] },
  { name: 'Iveco', models: [['Daily', 'Van', 'D', 70, ['35S18', '50C21']], ['Eurocargo', 'Truck', 'D', 150, ['ML160E28']], ['S-Way', 'Truck', 'D', 300, ['AS570']]] },
  { name: 'Kenworth', models: [['T410', 'Truck', 'D', 280, ['SAR']], ['T610', 'Truck', 'D', 330, ['SAR']], ['K220', 'Truck', 'D', 380, ['Aerodyne']]] },
  { name: 'Mack', models: [['Anthem', 'Truck', 'D', 320, ['6x4']], ['Granite', 'Truck', 'D', 330, ['8x4']], ['Super-Liner', 'Truck', 'D', 400, ['8x4 Prime Mover']], ['Trident', 'Truck', 'D', 300, ['6x4']]] },
  { name: 'MAN', models: [['TGX', 'Truck', 'D', 320, ['26.540']], ['TGS', 'Truck', 'D', 280, ['26.480']], ['TGE', 'Van', 'D', 75, ['4.180']]] },
  { name: 'Scania', models: [['R Series', 'Truck', 'D', 330, ['R 620']], ['G Series', 'Truck', 'D', 280, ['G 410']], ['P Series', 'Truck', 'D', 250, ['P 320']]] },
  { name: 'UD Trucks', models: [['Croner', 'Truck', 'D', 120, ['PKE 250']], ['Quon', 'Truck', 'D', 230, ['GW 26 460']]] },
  { name: 'Western Star', noLogo: true, models: [['4800', 'Truck', 'D', 330, ['FXC']], ['5700XE', 'Truck', 'D', 380, ['Constellation']]] },
];

const caravan = (name: string, models: readonly [string, number, readonly string[]][], noLogo = true): MakeRow => ({
  name,
  noLogo: noLogo ? true : undefined,
  models: models.map(([model, priceK, badges]) => [model, 'Caravan', '', priceK, badges] as const),
});

const CARAVAN_MAKES: readonly MakeRow[] = [
  caravan('Avan', [['Aspire', 75, ['Family']], ['Cruiseliner', 60, ['Pop Top']]], false),
  caravan('Bushtracker', [['Family', 190, ['20ft']]]),
  caravan('Concept Caravans', [['Lexis', 100, ['Family']]]),
  caravan('Coromal', [['Element', 70, ['Family']], ['Appeal', 68, ['Grand']]], false),
  caravan('Crusader Caravans', [['Exodus', 95, ['Family']], ['Entertainer', 90, ['Club Lounge']]]),
  caravan('Essential Caravans', [['Maverick', 85, ['Off-Road']]]),
  caravan('Golden Eagle', [['Heritage', 70, ['Touring']]]),
  caravan('Goldstream RV', [['Crown', 80, ['Touring']]]),
  caravan('Imperial Caravans', [['Blaze', 75, ['Off-Road']]]),
  caravan(
    'Jayco',
    [
      ['Journey', 75, ['Outback', 'Touring']],
      ['Starcraft', 60, ['Outback', 'Touring']],
      ['Silverline', 95, ['Outback']],
      ['Crosstrak', 50, ['Camper']],
      ['Swan', 45, ['Outback']],
    ],
    false,
  ),
  caravan('Kedron', [['TopEnder', 190, ['XC4']]]),
  caravan('Leader Caravans', [['Tourer', 70, ['Family']]]),
  caravan('Lotus Caravans', [['Trooper', 120, ['Off-Grid']], ['Freelander', 110, ['Off-Grid']]]),
  caravan('MDC', [['XT17', 55, ['Off-Road']], ['Cruiser', 60, ['Touring']]]),
  caravan('Millard', [['Classic', 55, ['Touring']]]),
  caravan('New Age Caravans', [['Road Owl', 85, ['Off-Road']], ['Manta Ray', 80, ['Touring']], ['Big Red', 110, ['Off-Road']]], false),
  caravan('Nova Caravans', [['Ultima', 90, ['Off-Road']]]),
  caravan('Paramount Caravans', [['Platinum', 90, ['Touring']]]),
  caravan('Regent Caravans', [['Cruiser', 110, ['RC1']], ['Rapid', 95, ['Touring']]]),
  caravan('Retreat Caravans', [['Hamilton', 85, ['Family']], ['Carnarvon', 90, ['Off-Road']]]),
  caravan('Roadstar', [['Safari Tourer', 95, ['Off-Road']]]),
  caravan('Royal Flair', [['Prestige', 85, ['Family']]]),
  caravan('Snowy River', [['SRC-16', 65, ['Off-Road']], ['SRT-18', 72, ['Touring']]]),
  caravan('Sunland', [['Wanderer', 75, ['Off-Road']]]),
  caravan('Supreme', [['Spirit', 70, ['Family']], ['Territory', 85, ['Off-Road']]]),
  caravan('Titanium Caravans', [['Elite', 110, ['Off-Road']]]),
  caravan('Track Trailer', [['Tvan', 65, ['MkV Murranji']], ['Topaz', 130, ['Off-Road']]]),
  caravan('Trakmaster', [['Lobo', 95, ['Off-Road']]]),
  caravan('Windsor', [['Rapid', 55, ['Pop Top']], ['Genesis', 65, ['Family']]]),
  caravan('Zone RV', [['Z-14', 105, ['Off-Road']], ['Z-21', 150, ['Off-Grid']]]),
];

const FUEL_CODES: Record<string, SimpleFuel> = { P: 'Petrol', D: 'Diesel', E: 'Electric', H: 'Hybrid', X: 'PHEV', L: 'LPG' };

function itemTypeOf(body: BodyType): ItemType {
  if (body === 'Motorcycle') return 'motorcycle';
  if (body === 'Truck') return 'truck';
  if (body === 'Caravan') return 'caravan';
  return 'car';
}

/** A model with what stock generation needs to know about it. */
export interface CatalogueModel {
  make: Make;
  model: Model;
  /** Empty for caravans, which have no engine. */
  fuels: SimpleFuel[];
  /** New price of the entry badge, AUD. */
  basePrice: number;
  badges: readonly string[];
  series: readonly string[];
  from: number | null;
  until: number | null;
}

export interface Catalogue {
  makes: Make[];
  models: Model[];
  entries: CatalogueModel[];
  byMake: Map<string, CatalogueModel[]>;
}

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
    for (const [name, body, fuels, priceK, badges] of row.models) {
      const modelSlug = slugify(name);
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
        fuels: [...fuels].map((code) => FUEL_CODES[code]),
        basePrice: priceK * 1000,
        badges,
        series: row.series ?? [],
        from: row.from ?? null,
        until: row.until ?? null,
      });
    }
    entries.push(...makeEntries);
    byMake.set(make.name, makeEntries);
  }
  return { makes, models, entries, byMake };
}
