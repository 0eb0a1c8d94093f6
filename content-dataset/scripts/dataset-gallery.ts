/** The photo gallery: each picture's caption and the scene it shows, by category. */
import { l, type L } from './localized.ts';
import type { Scene } from './illustrations.ts';

export interface PhotoText {
  /** Slug of its category (PHOTO_CATEGORIES). */
  category: string;
  caption: L;
  scene: Scene;
}

export const PHOTO_CATEGORIES = [
  { slug: 'interier', name: l('Інтерʼєр', 'Interior') },
  { slug: 'obladnannia', name: l('Обладнання', 'Equipment') },
  { slug: 'komanda', name: l('Команда', 'Team') },
];

export const PHOTOS: PhotoText[] = [
  {
    category: 'interier',
    caption: l('Рецепція клініки на Печерську', 'Pechersk clinic front desk'),
    scene: 'reception',
  },
  { category: 'interier', caption: l('Зона очікування', 'Waiting area'), scene: 'waiting' },
  { category: 'interier', caption: l('Кабінет дерматолога', 'Dermatologist’s room'), scene: 'consultation' },
  { category: 'interier', caption: l('Процедурний кабінет', 'Treatment room'), scene: 'treatment' },
  { category: 'interier', caption: l('Кабінет косметолога', 'Cosmetologist’s room'), scene: 'cosmetology' },
  { category: 'interier', caption: l('Дитячий куточок на Оболоні', 'Kids’ corner in Obolon'), scene: 'kids' },
  { category: 'interier', caption: l('Операційна', 'Operating room'), scene: 'operating' },
  { category: 'interier', caption: l('Хол клініки на Оболоні', 'Obolon clinic hall'), scene: 'waiting' },
  { category: 'interier', caption: l('Кабінет УЗД', 'Ultrasound room'), scene: 'ultrasound' },
  { category: 'interier', caption: l('Пункт забору аналізів', 'Blood-draw point'), scene: 'lab' },
  { category: 'interier', caption: l('Кабінет гінеколога', 'Gynecologist’s room'), scene: 'consultation' },
  { category: 'interier', caption: l('Вхід до клініки', 'Clinic entrance'), scene: 'exterior' },
  { category: 'obladnannia', caption: l('Цифровий дерматоскоп', 'Digital dermatoscope'), scene: 'dermoscopy' },
  { category: 'obladnannia', caption: l('Діодний лазер для епіляції', 'Diode hair-removal laser'), scene: 'laser' },
  { category: 'obladnannia', caption: l('Апарат SMAS-ліфтингу', 'SMAS lifting device'), scene: 'laser' },
  {
    category: 'obladnannia',
    caption: l('УЗ-сканер експертного класу', 'Expert-class ultrasound scanner'),
    scene: 'ultrasound',
  },
  { category: 'obladnannia', caption: l('Лазер для ендоліфту', 'Endolift laser'), scene: 'laser' },
  { category: 'obladnannia', caption: l('Кольпоскоп', 'Colposcope'), scene: 'treatment' },
  { category: 'obladnannia', caption: l('Холтерівський монітор', 'Holter monitor'), scene: 'cardio' },
  { category: 'obladnannia', caption: l('Електрокардіограф', 'Electrocardiograph'), scene: 'cardio' },
  { category: 'obladnannia', caption: l('Апарат RF-ліфтингу', 'RF lifting device'), scene: 'cosmetology' },
  { category: 'obladnannia', caption: l('Стерилізаційна', 'Sterilisation room'), scene: 'sterilisation' },
  { category: 'obladnannia', caption: l('Фототрихограф', 'Phototrichograph'), scene: 'hair' },
  { category: 'obladnannia', caption: l('Лампа Вуда', 'Wood’s lamp'), scene: 'dermoscopy' },
  { category: 'komanda', caption: l('Команда клініки на Печерську', 'Pechersk clinic team'), scene: 'team' },
  { category: 'komanda', caption: l('Команда клініки на Оболоні', 'Obolon clinic team'), scene: 'team' },
  {
    category: 'komanda',
    caption: l('Лікарі на конгресі дерматологів', 'Doctors at the dermatology congress'),
    scene: 'congress',
  },
  {
    category: 'komanda',
    caption: l('Навчання з інʼєкційних методик', 'Injection technique training'),
    scene: 'injection',
  },
  { category: 'komanda', caption: l('Адміністратори клініки', 'Front desk team'), scene: 'reception' },
  { category: 'komanda', caption: l('Медичні сестри', 'Our nurses'), scene: 'team' },
  { category: 'komanda', caption: l('День відкритих дверей', 'Open day'), scene: 'exterior' },
  { category: 'komanda', caption: l('Благодійна акція', 'Charity event'), scene: 'team' },
  { category: 'komanda', caption: l('Майстер-клас для лікарів', 'Workshop for doctors'), scene: 'congress' },
  {
    category: 'komanda',
    caption: l('Святкування пʼятиріччя мережі', 'The network’s fifth anniversary'),
    scene: 'team',
  },
  { category: 'komanda', caption: l('Ранкова нарада', 'Morning briefing'), scene: 'team' },
  { category: 'komanda', caption: l('Волонтерська поїздка', 'Volunteer trip'), scene: 'team' },
];
