import type { SeedContent } from './content-types';

/**
 * What a fresh database starts with: the club's calendar, gallery, menu, shop, facilities,
 * membership categories, office holders, sponsors and course. Images are media keys;
 * scripts/media/generate-media.ts draws a placeholder for every one of them until the club
 * uploads its own photographs, and it reads the texts below (alt texts, titles) to pick what
 * each placeholder shows.
 */

const eventImages = (slug: string, count: number) => Array.from({ length: count }, (_, i) => `events/${slug}-${i + 1}`);

const events: SeedContent['events'] = [
  {
    title: 'President Cup',
    startsOn: '2025-02-01',
    endsOn: '2025-02-01',
    description:
      "The club's flagship stroke-play championship, played over two loops of the nine in crisp February sunshine. The President presents the cup on the clubhouse lawn, followed by a dinner by the river.",
    images: eventImages('president-cup', 6),
  },
  {
    title: 'Breakfast Cup',
    startsOn: '2025-04-18',
    endsOn: '2025-04-18',
    description:
      'A relaxed Friday-morning Stableford with a shotgun start at 6:30 AM. Players finish in time for paratha, bhuna khichuri and hot tea on the verandah.',
    images: eventImages('breakfast-cup', 4),
  },
  {
    title: 'Summer Cup',
    startsOn: '2025-05-15',
    endsOn: '2025-05-17',
    description:
      'Three days of early tee times before the heat, with men’s, ladies’ and senior divisions. Cold lassi and green coconut wait at the turn.',
    images: eventImages('summer-cup', 6),
  },
  {
    title: 'Monsoon Cup',
    startsOn: '2025-07-11',
    endsOn: '2025-07-12',
    description:
      'A four-ball better-ball played whatever the sky brings, when the Teesta runs high and the fairways are at their greenest. Umbrellas are allowed; excuses are not.',
    images: eventImages('monsoon-cup', 5),
  },
  {
    title: "July People's Uprising Day Breakfast Cup",
    startsOn: '2025-08-05',
    endsOn: '2025-08-05',
    description:
      "A morning tournament held on the national holiday to remember the July People's Uprising, opening with a minute of silence on the first tee. Entry fees go to the families of those who were injured.",
    images: eventImages('july-uprising-breakfast-cup', 4),
  },
  {
    title: 'Sponsors Cup',
    startsOn: '2025-09-12',
    endsOn: '2025-09-13',
    description:
      'Our sponsors and their guests team up with club members in a friendly scramble. The prize-giving is followed by a riverside barbecue.',
    images: eventImages('sponsors-cup', 5),
  },
  {
    title: 'Winter Cup',
    startsOn: '2025-10-01',
    endsOn: '2025-10-02',
    description:
      'The season opener as the air cools over the river: two rounds of stroke play for every handicap category. Book your tee time early, as the field fills fast.',
    images: eventImages('winter-cup', 6),
  },
];

/** Sixty varied views; the generator reads these words to choose the scene of each image. */
const galleryAlts = [
  'Morning mist lifting off the first fairway',
  'The Teesta river glowing orange at dusk beside the course',
  'A flag pin on the third green in soft morning light',
  'The clubhouse verandah under a clear blue sky',
  'Sunrise over the river and the ninth green',
  'A deep sand bunker guarding the fifth green',
  'Members sharing a laugh on the first tee',
  'The President Cup trophy on the presentation table',
  'Country boats drifting on the river at dusk',
  'Rows of trees lining the second fairway',
  'A freshly cut green with mowing stripes',
  'Players walking up the fourth fairway during a tournament',
  'The Ghaghat Bridge seen from the river bank at sunset',
  'Sand bunkers on the sixth hole after rain',
  'The clubhouse lit up in the evening',
  'Dew on the practice green at sunrise',
  'A sandbar in the river beside the seventh hole',
  'The flag on the short eighth hole under a bright sky',
  'Monsoon clouds gathering over the course',
  'Tall palms beside the clubhouse at midday',
  'A tournament marquee and flags beside the first tee',
  'The river at dusk from the ninth tee',
  'Golfers on the green lining up a putt',
  'A fairway bunker on the long fourth hole',
  'The moon rising over the river and the course',
  'Sunrise through the trees on the second hole',
  'The winners lifting the trophy at the Summer Cup',
  'A quiet green beside the water in the afternoon',
  'Evening light on the clubhouse lawn',
  'Fishing boats on the Teesta in the morning',
  'The flag pin on the ninth green at dusk',
  'Greenkeepers mowing the fairway at dawn',
  'Trees reflected in the river after the rains',
  'The trophy table ready for the prize-giving',
  'Members gathered on the clubhouse lawn',
  'Sand bunkers framing the seventh green',
  'Sunrise over the river from the clubhouse',
  'The third fairway curving along the river',
  'A golfer on the fairway in the golden hour',
  'Clear skies over the greens in winter',
  'The river at dusk with the bridge lights coming on',
  'A flag pin and the hole cup close up',
  'The clubhouse seen across the lake-like river bend',
  'Morning mist over the bunkers',
  'Players and caddies on the fifth fairway during the Monsoon Cup',
  'Palm trees and the ninth green in the evening',
  'A starry night above the clubhouse',
  'The tournament leaderboard beside the marquee',
  'Sunrise over the sixth fairway',
  'Egrets flying low over the river at dusk',
  'The green on the par-three seventh from the tee',
  'The clubhouse garden in full bloom',
  'A wide fairway after the monsoon rains',
  'Members walking off the last green together',
  'The flag on the second green with the river behind',
  'The winter sun setting behind the trees',
  'Bunkers raked smooth before a tournament',
  'The river sparkling at midday beyond the fairway',
  'The trophy and medals for the Winter Cup',
  'The course at dusk seen from the clubhouse roof',
];

const galleryImages: SeedContent['galleryImages'] = galleryAlts.map((alt, i) => ({
  image: `gallery/${String(i + 1).padStart(2, '0')}`,
  alt,
}));

const videos: SeedContent['videos'] = [
  { title: 'Sunrise over the Teesta', slug: 'teesta-sunrise' },
  { title: 'Morning mist on the fairways', slug: 'morning-mist' },
  { title: 'Monsoon rain on the course', slug: 'monsoon-rain' },
  { title: 'Country boats at dusk', slug: 'boats-at-dusk' },
  { title: 'The clubhouse after sunset', slug: 'clubhouse-evening' },
].map(({ title, slug }) => ({ title, video: `videos/${slug}`, poster: `videos/${slug}` }));

const category = (name: string, slug: string, dishes: [name: string, slug: string, description: string][]) => ({
  name,
  image: `menu/${slug}`,
  dishes: dishes.map(([dishName, dishSlug, description]) => ({ name: dishName, description, image: `dishes/${dishSlug}` })),
});

const menu: SeedContent['menu'] = [
  category('Soups', 'soups', [
    ['Chicken Corn Soup', 'chicken-corn-soup', 'Silky chicken broth with sweet corn and ribbons of egg, just right after a round.'],
    ['Thai Tom Yum', 'tom-yum', 'Hot and sour prawn soup with lemongrass, galangal and kaffir lime.'],
    ['Cream of Mushroom', 'cream-of-mushroom', 'Mushrooms simmered with cream and thyme, served with garlic toast.'],
    ['Vegetable Clear Soup', 'vegetable-clear-soup', 'A light, warming broth of seasonal vegetables from Rangpur markets.'],
  ]),
  category('Salads', 'salads', [
    ['Golf View Garden Salad', 'garden-salad', 'Crisp lettuce, cucumber, tomato and carrot with a lime and honey dressing.'],
    ['Chicken Caesar Salad', 'caesar-salad', 'Grilled chicken on romaine with parmesan, croutons and a creamy dressing.'],
    ['Green Papaya Salad', 'papaya-salad', 'Shredded green papaya tossed with chilli, lime, peanuts and roasted tomatoes.'],
  ]),
  category('Appetizers', 'appetizers', [
    ['Vegetable Pakora', 'vegetable-pakora', 'Crunchy gram-flour fritters of onion, potato and spinach with tamarind chutney.'],
    ['Chicken Spring Rolls', 'spring-rolls', 'Golden rolls filled with chicken and vegetables, with sweet chilli sauce.'],
    ['Beef Shami Kebab', 'shami-kebab', 'Pan-fried patties of minced beef and lentils, fragrant with garam masala.'],
    ['Fish Fingers', 'fish-fingers', 'Strips of river fish in a crisp crumb, served with tartare sauce and lemon.'],
  ]),
  category('Bangladeshi Curries', 'bangladeshi-curries', [
    ['Beef Kala Bhuna', 'beef-kala-bhuna', 'Slow-cooked Chittagong-style beef, dark and rich with roasted spices.'],
    ['Chicken Rezala', 'chicken-rezala', 'Chicken in a fragrant white gravy of yoghurt, cashew and cardamom.'],
    ['Mutton Curry', 'mutton-curry', 'Tender mutton with potatoes in a homestyle curry, best with plain rice.'],
    ['Shorshe Ilish', 'shorshe-ilish', 'Hilsa steamed in mustard paste with green chillies, a Bengali classic.'],
    ['Dal Bhuna', 'dal-bhuna', 'Yellow lentils cooked thick with fried onion, garlic and cumin.'],
  ]),
  category('Biryani & Rice', 'biryani-and-rice', [
    ['Kacchi Biryani', 'kacchi-biryani', 'Mutton and fragrant kalijira rice slow-cooked together under a sealed lid.'],
    ['Chicken Biryani', 'chicken-biryani', 'Spiced chicken layered with long-grain rice, fried onion and a boiled egg.'],
    ['Morog Polao', 'morog-polao', 'Festive ghee rice with chicken roast, as served at Bangladeshi weddings.'],
    ['Vegetable Fried Rice', 'vegetable-fried-rice', 'Wok-tossed rice with egg, spring onion and crisp vegetables.'],
  ]),
  category('Kebabs & Grills', 'kebabs-and-grills', [
    ['Chicken Tikka', 'chicken-tikka', 'Boneless chicken marinated in yoghurt and spices, charred in the tandoor.'],
    ['Beef Seekh Kebab', 'seekh-kebab', 'Minced beef with herbs grilled on skewers, with mint chutney and naan.'],
    ['Grilled Chicken Half', 'grilled-chicken', 'Half a chicken grilled over charcoal, served with salad and garlic sauce.'],
    ['Mixed Grill Platter', 'mixed-grill', 'Tikka, seekh kebab and lamb chops for the whole fourball to share.'],
  ]),
  category('Seafood', 'seafood', [
    ['Chingri Malai Curry', 'chingri-malai-curry', 'Golda prawns in a mild coconut-milk gravy scented with cardamom.'],
    ['Fried Rupchanda', 'fried-rupchanda', 'Whole pomfret marinated in turmeric and chilli, fried until crisp.'],
    ['Grilled River Fish', 'grilled-river-fish', 'The catch of the day from the Teesta, grilled with lemon butter.'],
  ]),
  category('Chinese', 'chinese', [
    ['Chicken Chowmein', 'chicken-chowmein', 'Stir-fried noodles with chicken and vegetables in a light soy sauce.'],
    ['Sweet and Sour Prawns', 'sweet-sour-prawns', 'Crisp prawns in a tangy sauce with pineapple and peppers.'],
    ['Beef Chilli Dry', 'beef-chilli-dry', 'Tender strips of beef tossed with green chilli, onion and capsicum.'],
    ['Szechuan Chicken', 'szechuan-chicken', 'Chicken with dried red chillies and spring onion in a fiery glaze.'],
  ]),
  category('Thai', 'thai', [
    ['Thai Green Curry', 'thai-green-curry', 'Chicken and aubergine in a fragrant green curry of coconut and basil.'],
    ['Pad Thai', 'pad-thai', 'Rice noodles wok-fried with prawns, egg, bean sprouts and crushed peanuts.'],
    ['Cashew Nut Chicken', 'cashew-chicken', 'Chicken stir-fried with roasted cashews, dried chilli and spring onion.'],
  ]),
  category('Pasta', 'pasta', [
    ['Spaghetti Bolognese', 'spaghetti-bolognese', 'Spaghetti with a slow-simmered beef and tomato sauce and parmesan.'],
    ['Penne Alfredo', 'penne-alfredo', 'Penne in a creamy parmesan sauce with grilled chicken and mushrooms.'],
    ['Seafood Linguine', 'seafood-linguine', 'Linguine with prawns and squid in garlic, chilli and white tomato sauce.'],
  ]),
  category('Sandwiches & Burgers', 'sandwiches-and-burgers', [
    ['Club Sandwich', 'club-sandwich', 'Triple-decker of chicken, egg, cheese and salad with crisp fries.'],
    ['Clubhouse Beef Burger', 'beef-burger', 'A chargrilled beef patty with cheese, caramelised onion and house sauce.'],
    ['Grilled Chicken Panini', 'chicken-panini', 'Pressed ciabatta with grilled chicken, pesto and melted mozzarella.'],
    ['Egg and Cheese Sandwich', 'egg-sandwich', 'Soft scrambled egg and cheddar on toasted bread, quick between nines.'],
  ]),
  category('Desserts', 'desserts', [
    ['Roshogolla', 'roshogolla', 'Soft, spongy cottage-cheese balls in a light cardamom syrup.'],
    ['Mishti Doi', 'mishti-doi', 'Sweet caramelised yoghurt set in a clay pot, a Bogura favourite.'],
    ['Firni', 'firni', 'Chilled ground-rice pudding with pistachio and a hint of rose.'],
    ['Chocolate Brownie', 'chocolate-brownie', 'A warm, fudgy brownie with a scoop of vanilla ice cream.'],
    ['Seasonal Fruit Platter', 'fruit-platter', 'Mango, papaya, guava and pineapple at their seasonal best.'],
  ]),
  category('Hot Beverages', 'hot-beverages', [
    ['Masala Cha', 'masala-cha', 'Strong milk tea brewed with ginger, cardamom and cinnamon.'],
    ['Lemon Ginger Tea', 'lemon-ginger-tea', 'Clear tea with fresh ginger, lemon and a spoon of honey.'],
    ['Cappuccino', 'cappuccino', 'A double shot of espresso under thick, velvety milk foam.'],
    ['Hot Chocolate', 'hot-chocolate', 'Rich cocoa with steamed milk, perfect on a foggy winter morning.'],
  ]),
  category('Cold Beverages & Juices', 'cold-beverages', [
    ['Borhani', 'borhani', 'Spiced yoghurt drink with mint and black salt, the classic partner to biryani.'],
    ['Fresh Lime Soda', 'fresh-lime-soda', 'Freshly squeezed lime with soda, sweet or salted as you like it.'],
    ['Mango Lassi', 'mango-lassi', 'Ripe Rangpur mangoes blended with chilled yoghurt.'],
    ['Green Coconut Water', 'green-coconut', 'Served straight from the coconut, the best drink at the turn.'],
    ['Iced Coffee', 'iced-coffee', 'Cold-brewed coffee over ice with a dash of milk.'],
  ]),
  category('Breakfast', 'breakfast', [
    ['Paratha and Egg Bhaji', 'paratha-egg', 'Flaky layered parathas with a spiced omelette and mixed vegetable bhaji.'],
    ['Bhuna Khichuri', 'bhuna-khichuri', 'Rice and lentils cooked with ghee and spices, with beef bhuna and pickle.'],
    ['English Breakfast', 'english-breakfast', 'Eggs your way with sausage, baked beans, grilled tomato and toast.'],
    ['Pancakes with Honey', 'pancakes', 'A stack of fluffy pancakes with butter and local mustard-flower honey.'],
  ]),
];

const products: SeedContent['products'] = [
  { name: 'Tour Driver 10.5°', priceTaka: 54000, image: 'products/driver' },
  { name: 'Forged Irons Set (5-PW)', priceTaka: 95000, image: 'products/irons-set' },
  { name: 'Mallet Putter', priceTaka: 21500, image: 'products/putter' },
  { name: 'Tour Golf Balls (3 dozen)', priceTaka: 14500, image: 'products/golf-balls' },
  { name: 'Cabretta Leather Glove', priceTaka: 5990, image: 'products/glove' },
  { name: 'Stand Golf Bag', priceTaka: 32000, image: 'products/golf-bag' },
  { name: 'RGCC Embroidered Cap', priceTaka: 6200, image: 'products/cap' },
  { name: 'RGCC Performance Polo Shirt', priceTaka: 7800, image: 'products/polo-shirt' },
  { name: 'Spikeless Golf Shoes', priceTaka: 16900, image: 'products/shoes' },
  { name: 'Bamboo Tees and Ball Marker Gift Set', priceTaka: 6500, image: 'products/tees' },
  { name: 'Laser Rangefinder', priceTaka: 38500, image: 'products/rangefinder' },
  { name: 'Double-Canopy Golf Umbrella', priceTaka: 8900, image: 'products/umbrella' },
];

const facilities: SeedContent['facilities'] = [
  {
    kind: 'guests',
    title: 'Golf View Restaurant',
    description: 'Dine at the Golf View Restaurant, with Bangladeshi, Chinese, Thai and continental dishes served over views of the course and the river.',
  },
  {
    kind: 'guests',
    title: 'Golf for a fair fee',
    description: 'Play our riverside nine for a fair green fee; clubs, caddies and a cart can be arranged at the starter’s hut.',
  },
  {
    kind: 'guests',
    title: 'Guest rooms',
    description: 'Stay overnight in a quiet, air-conditioned guest room and be on the first tee at sunrise.',
  },
  {
    kind: 'guests',
    title: 'Pro Shop',
    description: 'Find balls, gloves, clubs and club-branded clothing at the Pro Shop beside the first tee.',
  },
  {
    kind: 'members',
    title: 'Restaurant discount',
    description: 'Members and their families enjoy a discount on every bill at the Golf View Restaurant.',
  },
  {
    kind: 'members',
    title: 'Guest rooms',
    description: 'Book a guest room for yourself or your visitors at the member rate, with priority during tournaments.',
  },
  {
    kind: 'members',
    title: 'Golf at a reduced or no fee',
    description: 'Play the course at a reduced green fee, or none at all, depending on your membership category.',
  },
  {
    kind: 'members',
    title: 'Pro Shop discount',
    description: 'Members receive a discount on equipment, clothing and accessories at the Pro Shop.',
  },
  ...[
    'Air conditioning',
    'Capacity for 500 guests',
    'Stage and podium',
    'Sound system',
    'Projector and screen',
    'Wi-Fi',
    'Generator backup',
    'Parking',
    'Catering from the club kitchen',
    'Bridal room',
    'Prayer room',
    'Decoration service',
    'Security',
    'Wheelchair access',
    'Restrooms',
    'Riverside lawn',
  ].map((title) => ({ kind: 'convention-hall' as const, title, description: '' })),
];

/** Spec section 9: the fee and the price per month are given apart, and shown as given. */
const membershipCategories: SeedContent['membershipCategories'] = [
  { title: 'Defence Service Officers', feeTaka: 5000, perMonthTaka: 500, description: 'For serving and retired defence service officers.' },
  { title: 'Government Officers', feeTaka: 100000, perMonthTaka: 800, description: 'For serving civil government officers.' },
  { title: 'Civil and Others', feeTaka: 300000, perMonthTaka: 1200, description: 'For civilians and all other applicants.' },
  { title: 'Foreigners', feeTaka: 600000, perMonthTaka: 2000, description: 'For foreign nationals and diplomats living in Bangladesh.' },
  { title: 'Corporate', feeTaka: 1000000, perMonthTaka: 1500, description: 'For companies and businesses nominating their people.' },
];

const leaders: SeedContent['leaders'] = [
  { name: 'Md. Anisur Rahman', title: 'President', image: 'leaders/anisur-rahman', featured: true },
  { name: 'Dr. Farhana Haque', title: 'Vice President', image: 'leaders/farhana-haque', featured: false },
  { name: 'Kazi Mahbub Alam', title: 'Secretary', image: 'leaders/mahbub-alam', featured: false },
  { name: 'Nusrat Jahan Chowdhury', title: 'Joint Secretary', image: 'leaders/nusrat-jahan', featured: false },
  { name: 'Abdul Mannan Sarker', title: 'Treasurer', image: 'leaders/abdul-mannan', featured: false },
  { name: 'Tanvir Hossain', title: 'Captain', image: 'leaders/tanvir-hossain', featured: false },
];

const sponsors: SeedContent['sponsors'] = [
  { name: 'Teesta Valley Agro Ltd', image: 'sponsors/teesta-valley-agro' },
  { name: 'Ghaghat Ceramics Ltd', image: 'sponsors/ghaghat-ceramics' },
  { name: 'Uttarbanga Jute Works', image: 'sponsors/uttarbanga-jute' },
  { name: 'Northern Bridge Builders', image: 'sponsors/northern-bridge-builders' },
];

const holes: SeedContent['holes'] = [
  {
    number: 1,
    par: 5,
    handicapIndex: 2,
    menDistanceYards: 512,
    womenDistanceYards: 438,
    description: 'A long, gentle opener that follows the river on the left all the way to the green. Two fairway bunkers catch the drive that bails out right.',
  },
  {
    number: 2,
    par: 4,
    handicapIndex: 9,
    menDistanceYards: 334,
    womenDistanceYards: 282,
    description: 'A short, tree-lined par four that rewards a long iron off the tee. The green is wide and forgiving.',
  },
  {
    number: 3,
    par: 4,
    handicapIndex: 5,
    menDistanceYards: 378,
    womenDistanceYards: 318,
    description: 'The fairway curves to the right along the river bank. A bunker on the left front of the green protects the flag.',
  },
  {
    number: 4,
    par: 5,
    handicapIndex: 4,
    menDistanceYards: 538,
    womenDistanceYards: 452,
    description: 'The longest hole on the course, with a cross bunker at the second-shot landing area. Rain trees on both sides narrow the approach.',
  },
  {
    number: 5,
    par: 4,
    handicapIndex: 3,
    menDistanceYards: 402,
    womenDistanceYards: 336,
    description: 'A demanding dogleg left around a stand of mango trees. The raised green is guarded by deep bunkers on both sides.',
  },
  {
    number: 6,
    par: 4,
    handicapIndex: 1,
    menDistanceYards: 431,
    womenDistanceYards: 362,
    description: 'The hardest hole on the card: a long par four with the river down the whole right side. The green slopes towards the water.',
  },
  {
    number: 7,
    par: 3,
    handicapIndex: 6,
    menDistanceYards: 172,
    womenDistanceYards: 138,
    description: 'A mid-iron over a sandbar inlet of the river to a green ringed by three bunkers. Club up when the breeze blows off the Teesta.',
  },
  {
    number: 8,
    par: 4,
    handicapIndex: 8,
    menDistanceYards: 348,
    womenDistanceYards: 291,
    description: 'A straightaway par four between tall palms. A well-placed drive leaves a short pitch to a two-tiered green.',
  },
  {
    number: 9,
    par: 3,
    handicapIndex: 7,
    menDistanceYards: 156,
    womenDistanceYards: 124,
    description: 'A short finishing hole played towards the clubhouse verandah. Bunkers front-left and back-right keep the gallery entertained.',
  },
].map((hole) => ({ ...hole, image: `holes/${hole.number}` }));

export const seedContent: SeedContent = {
  events,
  galleryImages,
  videos,
  menu,
  products,
  facilities,
  membershipCategories,
  leaders,
  sponsors,
  holes,
};
