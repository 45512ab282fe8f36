import { cover, logo, svgDataUri } from './images';
import type { SeedGuest, SeedVenue } from './types';

/**
 * Fixed ids of the demo venues: front-end tests and links (/enter-table/<uuid>) rely on
 * them, so they never change between databases.
 */
export const DEMO_VENUE_UUIDS = {
  bistro: '7ab01a00-0000-4000-8000-000000000001',
  harbour: '7ab01a00-0000-4000-8000-000000000002',
  gallery: '7ab01a00-0000-4000-8000-000000000003',
  closed: '7ab01a00-0000-4000-8000-000000000004',
  'grand-hotel': '7ab01a00-0000-4000-8000-000000000005',
  'room-service': '7ab01a00-0000-4000-8000-000000000006',
  poolside: '7ab01a00-0000-4000-8000-000000000007',
  megamenu: '7ab01a00-0000-4000-8000-000000000008',
} as const;

export const DEMO_GUEST = { surname: 'Papadopoulos', room: '204', email: 'papadopoulos@example.com', staysForDays: 7 } as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const dish = (label: string, background: string) => svgDataUri({ label, background });

const bistro: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS.bistro,
  slug: 'bistro',
  name: 'Tabula Bistro',
  description: 'Wood-fired pizza, Greek classics and home-made lemonade, a stone’s throw from the old harbour.',
  logo: logo('TB', '#1F7A5C'),
  coverImage: cover('Tabula Bistro', '#1F7A5C'),
  instagramUrl: 'https://www.instagram.com/tabula.bistro/',
  facebookUrl: 'https://www.facebook.com/tabula.bistro/',
  colour: '#1F7A5C',
  currency: 'EUR',
  type: 1,
  acceptCard: true,
  acceptCash: true,
  stripeAccountRef: 'acct_demo_bistro',
  acceptOrdersWithoutTab: false,
  showRequestWaiterAction: true,
  showAddToHomeScreenPopUp: true,
  informationTextSection: 'All prices include VAT. Please tell your server about any allergies.',
  languages: ['en', 'es', 'gr', 'fr'],
  tables: range(1, 20),
  tags: [
    { name: 'Popular', bg: '#FFE8A3', text: '#7A4B00' },
    { name: 'Vegetarian', bg: '#DFF5E3', text: '#1F5C2E' },
  ],
  menus: [
    {
      name: 'Food',
      tr: { es: { name: 'Comida' }, gr: { name: 'Φαγητό' }, fr: { name: 'Plats' } },
      categories: [
        {
          name: 'Pizza',
          tr: { es: { name: 'Pizza' }, gr: { name: 'Πίτσα' }, fr: { name: 'Pizza' } },
          items: [
            {
              name: 'Margherita Pizza',
              description:
                '<p>San Marzano tomatoes, <strong>fior di latte</strong> and fresh basil.</p><ul><li>Wood-fired</li><li>48-hour dough</li></ul>',
              image: dish('Margherita', '#C0392B'),
              tags: ['Vegetarian'],
              prices: [
                { description: 'Small', cents: 900, tr: { es: { name: 'Pequeña' }, gr: { name: 'Μικρή' }, fr: { name: 'Petite' } } },
                { description: 'Large', cents: 1300, tr: { es: { name: 'Grande' }, gr: { name: 'Μεγάλη' }, fr: { name: 'Grande' } } },
              ],
              tr: {
                es: {
                  name: 'Pizza Margarita',
                  description:
                    '<p>Tomates San Marzano, <strong>fior di latte</strong> y albahaca fresca.</p><ul><li>Horno de leña</li><li>Masa de 48 horas</li></ul>',
                },
                gr: {
                  name: 'Πίτσα Μαργαρίτα',
                  description:
                    '<p>Ντομάτες San Marzano, <strong>fior di latte</strong> και φρέσκος βασιλικός.</p><ul><li>Ψημένη σε ξυλόφουρνο</li><li>Ζύμη 48 ωρών</li></ul>',
                },
                fr: {
                  name: 'Pizza Margherita',
                  description:
                    '<p>Tomates San Marzano, <strong>fior di latte</strong> et basilic frais.</p><ul><li>Cuite au feu de bois</li><li>Pâte reposée 48 heures</li></ul>',
                },
              },
              groups: [
                {
                  name: 'Crust',
                  required: true,
                  maxSelectable: 1,
                  tr: { es: { name: 'Masa' }, gr: { name: 'Ζύμη' }, fr: { name: 'Pâte' } },
                  options: [
                    { name: 'Thin', tr: { es: { name: 'Fina' }, gr: { name: 'Λεπτή' }, fr: { name: 'Fine' } } },
                    { name: 'Classic', tr: { es: { name: 'Clásica' }, gr: { name: 'Κλασική' }, fr: { name: 'Classique' } } },
                  ],
                },
                {
                  name: 'Extra toppings',
                  required: false,
                  maxSelectable: 2,
                  tr: { es: { name: 'Ingredientes extra' }, gr: { name: 'Επιπλέον υλικά' }, fr: { name: 'Suppléments' } },
                  options: [
                    { name: 'Olives', cents: 50, tr: { es: { name: 'Aceitunas' }, gr: { name: 'Ελιές' }, fr: { name: 'Olives' } } },
                    {
                      name: 'Mushrooms',
                      cents: 70,
                      tr: { es: { name: 'Champiñones' }, gr: { name: 'Μανιτάρια' }, fr: { name: 'Champignons' } },
                    },
                    { name: 'Peppers', cents: 60, tr: { es: { name: 'Pimientos' }, gr: { name: 'Πιπεριές' }, fr: { name: 'Poivrons' } } },
                    {
                      name: 'Anchovies',
                      cents: 80,
                      outOfStock: true,
                      tr: { es: { name: 'Anchoas' }, gr: { name: 'Αντζούγιες' }, fr: { name: 'Anchois' } },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Salads',
          tr: { es: { name: 'Ensaladas' }, gr: { name: 'Σαλάτες' }, fr: { name: 'Salades' } },
          items: [
            {
              name: 'Greek Salad',
              description: '<p>Tomato, cucumber, red onion, Kalamata olives and a slab of <em>feta</em>.</p>',
              image: dish('Greek Salad', '#2E86C1'),
              tags: ['Popular', 'Vegetarian'],
              prices: [
                { description: 'Regular', cents: 750, tr: { es: { name: 'Normal' }, gr: { name: 'Κανονική' }, fr: { name: 'Normale' } } },
              ],
              tr: {
                es: { name: 'Ensalada griega', description: '<p>Tomate, pepino, cebolla roja, aceitunas de Kalamata y <em>feta</em>.</p>' },
                gr: { name: 'Χωριάτικη σαλάτα', description: '<p>Ντομάτα, αγγούρι, κρεμμύδι, ελιές Καλαμάτας και <em>φέτα</em>.</p>' },
                fr: {
                  name: 'Salade grecque',
                  description: '<p>Tomate, concombre, oignon rouge, olives de Kalamata et une tranche de <em>feta</em>.</p>',
                },
              },
            },
            {
              name: 'Caesar Salad',
              description: '<p>Romaine, parmesan, croutons and our anchovy dressing.</p>',
              image: null,
              tags: ['Vegetarian'],
              prices: [
                { description: 'Regular', cents: 800, tr: { es: { name: 'Normal' }, gr: { name: 'Κανονική' }, fr: { name: 'Normale' } } },
              ],
              tr: {
                es: { name: 'Ensalada César', description: '<p>Lechuga romana, parmesano, picatostes y nuestro aliño de anchoas.</p>' },
                gr: {
                  name: 'Σαλάτα του Καίσαρα',
                  description: '<p>Μαρούλι ρομάνα, παρμεζάνα, κρουτόν και η σάλτσα μας με αντζούγιες.</p>',
                },
                fr: { name: 'Salade César', description: '<p>Romaine, parmesan, croûtons et notre sauce aux anchois.</p>' },
              },
            },
          ],
        },
        {
          name: 'Mains',
          tr: { es: { name: 'Platos principales' }, gr: { name: 'Κυρίως πιάτα' }, fr: { name: 'Plats principaux' } },
          items: [
            {
              name: 'Moussaka',
              description: '<p>Layers of aubergine, spiced lamb and béchamel.</p>',
              image: dish('Moussaka', '#935116'),
              outOfStock: true,
              prices: [
                { description: 'Portion', cents: 1250, tr: { es: { name: 'Ración' }, gr: { name: 'Μερίδα' }, fr: { name: 'Portion' } } },
              ],
              tr: {
                es: { name: 'Musaka', description: '<p>Capas de berenjena, cordero especiado y bechamel.</p>' },
                gr: { name: 'Μουσακάς', description: '<p>Στρώσεις μελιτζάνας, μυρωδάτου αρνιού και μπεσαμέλ.</p>' },
                fr: { name: 'Moussaka', description: '<p>Couches d’aubergine, d’agneau épicé et de béchamel.</p>' },
              },
            },
          ],
        },
        {
          name: 'Desserts',
          outOfStock: true,
          tr: { es: { name: 'Postres' }, gr: { name: 'Γλυκά' }, fr: { name: 'Desserts' } },
          items: [
            {
              name: 'Baklava',
              description: '<p>Filo, walnuts and honey syrup.</p>',
              image: dish('Baklava', '#B9770E'),
              prices: [
                { description: 'Portion', cents: 550, tr: { es: { name: 'Ración' }, gr: { name: 'Μερίδα' }, fr: { name: 'Portion' } } },
              ],
              tr: {
                es: { name: 'Baklava', description: '<p>Masa filo, nueces y almíbar de miel.</p>' },
                gr: { name: 'Μπακλαβάς', description: '<p>Φύλλο, καρύδια και σιρόπι μελιού.</p>' },
                fr: { name: 'Baklava', description: '<p>Pâte filo, noix et sirop de miel.</p>' },
              },
            },
          ],
        },
      ],
    },
    {
      name: 'Drinks',
      tr: { es: { name: 'Bebidas' }, gr: { name: 'Ποτά' }, fr: { name: 'Boissons' } },
      categories: [
        {
          name: 'Soft drinks',
          tr: { es: { name: 'Refrescos' }, gr: { name: 'Αναψυκτικά' }, fr: { name: 'Boissons sans alcool' } },
          items: [
            {
              name: 'Lemonade',
              description: '<p>Squeezed to order.</p>',
              image: dish('Lemonade', '#D4AC0D'),
              prices: [{ description: 'Glass', cents: 300, tr: { es: { name: 'Vaso' }, gr: { name: 'Ποτήρι' }, fr: { name: 'Verre' } } }],
              tr: {
                es: { name: 'Limonada', description: '<p>Exprimida al momento.</p>' },
                gr: { name: 'Λεμονάδα', description: '<p>Στυμμένη τη στιγμή της παραγγελίας.</p>' },
                fr: { name: 'Limonade', description: '<p>Pressée à la commande.</p>' },
              },
            },
            {
              name: 'Tap Water',
              description: '<p>Free, always.</p>',
              image: dish('Water', '#5DADE2'),
              prices: [{ description: 'Jug', cents: 0, tr: { es: { name: 'Jarra' }, gr: { name: 'Κανάτα' }, fr: { name: 'Carafe' } } }],
              tr: {
                es: { name: 'Agua del grifo', description: '<p>Gratis, siempre.</p>' },
                gr: { name: 'Νερό βρύσης', description: '<p>Δωρεάν, πάντα.</p>' },
                fr: { name: 'Eau du robinet', description: '<p>Gratuite, toujours.</p>' },
              },
            },
          ],
        },
      ],
    },
  ],
};

const harbour: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS.harbour,
  slug: 'harbour',
  name: 'Harbour Bar',
  description: 'Cold beer and cocktails on the quay. Order from your table, pay cash at the bar.',
  logo: logo('HB', '#1B4F72'),
  coverImage: cover('Harbour Bar', '#1B4F72'),
  colour: '#1B4F72',
  currency: 'EUR',
  type: 2,
  acceptCash: true,
  acceptOrdersWithoutTab: true,
  showRequestWaiterAction: true,
  languages: ['en'],
  tables: range(1, 12),
  tags: [{ name: 'Popular', bg: '#FADBD8', text: '#78281F' }],
  menus: [
    {
      name: 'Bar',
      categories: [
        {
          name: 'Beer',
          items: [
            {
              name: 'Lager',
              image: dish('Lager', '#B7950B'),
              tags: ['Popular'],
              prices: [
                { description: 'Half pint', cents: 350 },
                { description: 'Pint', cents: 550 },
              ],
            },
            { name: 'IPA', image: dish('IPA', '#A04000'), prices: [{ description: 'Pint', cents: 650 }] },
          ],
        },
        {
          name: 'Cocktails',
          items: [
            {
              name: 'Mojito',
              description: '<p>White rum, lime, mint and soda.</p>',
              image: dish('Mojito', '#229954'),
              prices: [{ description: 'Glass', cents: 900 }],
              groups: [
                {
                  name: 'Sweetness',
                  required: false,
                  maxSelectable: 1,
                  options: [{ name: 'Less sugar' }, { name: 'Extra sugar' }],
                },
              ],
            },
          ],
        },
        {
          name: 'Snacks',
          items: [{ name: 'Nachos', image: dish('Nachos', '#CA6F1E'), prices: [{ description: 'Plate', cents: 650 }] }],
        },
      ],
    },
  ],
};

const gallery: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS.gallery,
  slug: 'gallery',
  name: 'Gallery Café',
  description: 'Coffee and cake between the exhibitions.',
  logo: logo('GC', '#6C3483'),
  coverImage: cover('Gallery Café', '#6C3483'),
  colour: '#6C3483',
  currency: 'EUR',
  type: 1,
  acceptCash: true,
  readOnlyMenu: true,
  readOnlyText: 'You can only order from the food menu at the table area.',
  languages: ['en'],
  tables: range(1, 8),
  menus: [
    {
      name: 'Café',
      categories: [
        {
          name: 'Coffee',
          items: [
            { name: 'Espresso', image: dish('Espresso', '#4A235A'), prices: [{ description: 'Cup', cents: 220 }] },
            { name: 'Cappuccino', image: dish('Cappuccino', '#7D6608'), prices: [{ description: 'Cup', cents: 320 }] },
          ],
        },
        {
          name: 'Cakes',
          items: [{ name: 'Cheesecake', image: dish('Cheesecake', '#F0B27A'), prices: [{ description: 'Slice', cents: 480 }] }],
        },
      ],
    },
  ],
};

const closed: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS.closed,
  slug: 'closed',
  name: 'Closed Kitchen',
  description: 'The kitchen is closed right now; have a look at what we serve.',
  logo: logo('CK', '#566573'),
  coverImage: cover('Closed Kitchen', '#566573'),
  colour: '#566573',
  currency: 'EUR',
  type: 1,
  acceptCash: true,
  isCurrentlyAcceptingOrders: false,
  languages: ['en'],
  tables: range(1, 10),
  menus: [
    {
      name: 'Kitchen',
      categories: [
        {
          name: 'Plates',
          items: [{ name: 'Souvlaki', image: dish('Souvlaki', '#873600'), prices: [{ description: 'Plate', cents: 1100 }] }],
        },
      ],
    },
  ],
};

const grandHotel: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS['grand-hotel'],
  slug: 'grand-hotel',
  name: 'Grand Hotel',
  description: 'Welcome to the Grand Hotel. Order to your room, by the pool or browse the gallery café.',
  logo: logo('GH', '#7E5109'),
  coverImage: cover('Grand Hotel', '#7E5109'),
  colour: '#7E5109',
  currency: 'EUR',
  type: 4,
  businessAccountType: 1,
  business: 'grand-hotel',
  displayHotelDetails: true,
  languages: ['en'],
  lists: ['room-service', 'gallery', 'poolside'],
  tables: [],
  menus: [],
};

const roomService: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS['room-service'],
  slug: 'room-service',
  name: 'Grand Hotel Room Service',
  description: 'Breakfast, lunch and late-night bites delivered to your room.',
  logo: logo('RS', '#7E5109'),
  coverImage: cover('Room Service', '#7E5109'),
  colour: '#7E5109',
  currency: 'EUR',
  type: 3,
  businessAccountType: 1,
  business: 'grand-hotel',
  acceptRoomCharge: true,
  languages: ['en'],
  tables: [...range(101, 110), ...range(201, 210), ...range(301, 310)],
  menus: [
    {
      name: 'In-Room Dining',
      categories: [
        {
          name: 'Breakfast',
          items: [
            {
              name: 'Continental Breakfast',
              description: '<p>Pastries, fruit, yoghurt, juice and coffee.</p>',
              image: dish('Breakfast', '#D68910'),
              prices: [{ description: 'Tray', cents: 1800 }],
              groups: [
                {
                  name: 'Hot drink',
                  required: true,
                  maxSelectable: 1,
                  options: [{ name: 'Coffee', preSelected: true }, { name: 'Tea' }],
                },
              ],
            },
          ],
        },
        {
          name: 'All day',
          items: [{ name: 'Club Sandwich', image: dish('Club', '#A04000'), prices: [{ description: 'Plate', cents: 1400 }] }],
        },
      ],
    },
  ],
};

const poolside: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS.poolside,
  slug: 'poolside',
  name: 'Poolside Bar',
  description: 'Cocktails and light bites by the pool.',
  logo: logo('PB', '#148F77'),
  coverImage: cover('Poolside Bar', '#148F77'),
  colour: '#148F77',
  currency: 'EUR',
  type: 2,
  businessAccountType: 1,
  business: 'grand-hotel',
  acceptCash: true,
  acceptCard: true,
  stripeAccountRef: 'acct_demo_poolside',
  acceptRoomCharge: true,
  showRequestWaiterAction: true,
  languages: ['en', 'gr'],
  tables: range(1, 15),
  menus: [
    {
      name: 'Pool Bar',
      tr: { gr: { name: 'Μπαρ πισίνας' } },
      categories: [
        {
          name: 'Frozen',
          tr: { gr: { name: 'Παγωμένα' } },
          items: [
            {
              name: 'Piña Colada',
              image: dish('Colada', '#F4D03F'),
              prices: [{ description: 'Glass', cents: 1000, tr: { gr: { name: 'Ποτήρι' } } }],
              tr: { gr: { name: 'Πίνα Κολάντα' } },
            },
            {
              name: 'Frappé',
              image: dish('Frappé', '#6E2C00'),
              prices: [{ description: 'Glass', cents: 400, tr: { gr: { name: 'Ποτήρι' } } }],
              tr: { gr: { name: 'Φραπέ' } },
            },
          ],
        },
        {
          name: 'Bites',
          tr: { gr: { name: 'Σνακ' } },
          items: [
            {
              name: 'Club Sandwich',
              image: dish('Club', '#A04000'),
              prices: [{ description: 'Plate', cents: 1200, tr: { gr: { name: 'Πιάτο' } } }],
              tr: { gr: { name: 'Κλαμπ σάντουιτς' } },
            },
          ],
        },
      ],
    },
  ],
};

const megamenu: SeedVenue = {
  uuid: DEMO_VENUE_UUIDS.megamenu,
  slug: 'megamenu',
  name: 'Mega Menu Diner',
  description: 'Two thousand dishes: a venue for performance work.',
  logo: logo('MM', '#922B21'),
  coverImage: cover('Mega Menu', '#922B21'),
  colour: '#922B21',
  currency: 'EUR',
  type: 1,
  acceptCash: true,
  acceptOrdersWithoutTab: true,
  languages: ['en'],
  tables: range(1, 50),
  tags: [{ name: 'Popular', bg: '#FFE8A3', text: '#7A4B00' }],
  // Generated in bulk by megamenu.ts.
  menus: [],
};

export const DEMO_VENUES: SeedVenue[] = [bistro, harbour, gallery, closed, grandHotel, roomService, poolside, megamenu];

export const DEMO_GUESTS: SeedGuest[] = [
  { business: 'grand-hotel', ...DEMO_GUEST },
  { business: 'grand-hotel', surname: 'Smith', room: '310', email: 'smith@example.com', staysForDays: 3 },
];
