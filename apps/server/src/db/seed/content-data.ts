import type { SeedContent } from './content-types';

/**
 * What a fresh database starts with: the club's calendar, gallery, menu, shop, facilities,
 * membership categories, office holders, sponsors and course. Images are media keys;
 * scripts/media/generate-media.ts draws a placeholder for every one of them until the club
 * uploads its own photographs, and it reads the texts below (alt texts, titles) to pick what
 * each placeholder shows.
 */

const eventImages = (slug: string, count: number) => Array.from({ length: count }, (_, i) => `events/${slug}-${i + 1}`);

/**
 * The seeded events' photos in order tell one day (scripts/media/subjects.ts draws each event's
 * nth photo so): each place's caption, with its Bangla.
 */
const eventPhotoCaptions: SeedContent['eventPhotoCaptions'] = [
  { caption: 'The marquee on tournament day', bn: { caption: 'টুর্নামেন্টের দিনে সামিয়ানা' } },
  { caption: 'Out on the fairway', bn: { caption: 'ফেয়ারওয়েতে খেলা চলছে' } },
  { caption: 'The prizes on the trophy table', bn: { caption: 'ট্রফির টেবিলে সাজানো পুরস্কার' } },
  { caption: 'Players walking up the course', bn: { caption: 'কোর্স ধরে এগিয়ে চলেছেন খেলোয়াড়েরা' } },
  { caption: 'The river beside the course', bn: { caption: 'কোর্সের পাশে বয়ে চলা নদী' } },
  { caption: 'Back at the clubhouse after play', bn: { caption: 'খেলা শেষে ক্লাবহাউসে ফেরা' } },
];

const events: SeedContent['events'] = [
  {
    title: 'President Cup',
    startsOn: '2025-02-01',
    endsOn: '2025-02-01',
    description:
      "The club's flagship stroke-play championship, played over two loops of the nine in crisp February sunshine. The President presents the cup on the clubhouse lawn, followed by a dinner by the river.",
    images: eventImages('president-cup', 6),
    bn: {
      title: 'প্রেসিডেন্ট কাপ',
      description:
        'ক্লাবের প্রধান স্ট্রোক প্লে চ্যাম্পিয়নশিপ, ফেব্রুয়ারির ঝলমলে রোদে নয় হোলের কোর্সে দুই চক্কর খেলা হয়। ক্লাবহাউসের লনে সভাপতি কাপ তুলে দেন, তারপর নদীর ধারে নৈশভোজ।',
    },
  },
  {
    title: 'Breakfast Cup',
    startsOn: '2025-04-18',
    endsOn: '2025-04-18',
    description:
      'A relaxed Friday-morning Stableford with a shotgun start at 6:30 AM. Players finish in time for paratha, bhuna khichuri and hot tea on the verandah.',
    images: eventImages('breakfast-cup', 4),
    bn: {
      title: 'ব্রেকফাস্ট কাপ',
      description:
        'শুক্রবার সকালের হালকা মেজাজের স্টেবলফোর্ড, সকাল সাড়ে ৬টায় সব হোল থেকে একসঙ্গে শটগান স্টার্ট। খেলা শেষ হতে না হতেই বারান্দায় হাজির পরোটা, ভুনা খিচুড়ি আর গরম চা।',
    },
  },
  {
    title: 'Summer Cup',
    startsOn: '2025-05-15',
    endsOn: '2025-05-17',
    description:
      'Three days of early tee times before the heat, with men’s, ladies’ and senior divisions. Cold lassi and green coconut wait at the turn.',
    images: eventImages('summer-cup', 6),
    bn: {
      title: 'সামার কাপ',
      description:
        'গরম পড়ার আগে ভোরের টি টাইমে তিন দিনের খেলা, পুরুষ, নারী ও সিনিয়র ডিভিশনে। প্রথম নয় হোল শেষে অপেক্ষা করে ঠান্ডা লাচ্ছি আর ডাব।',
    },
  },
  {
    title: 'Monsoon Cup',
    startsOn: '2025-07-11',
    endsOn: '2025-07-12',
    description:
      'A four-ball better-ball played whatever the sky brings, when the Teesta runs high and the fairways are at their greenest. Umbrellas are allowed; excuses are not.',
    images: eventImages('monsoon-cup', 5),
    bn: {
      title: 'মনসুন কাপ',
      description:
        'আকাশ যেমনই থাকুক, খেলা চলে ফোরবল বেটার-বল ফরম্যাটে; তিস্তা তখন কানায় কানায় ভরা, ফেয়ারওয়ে সবচেয়ে সবুজ। ছাতা আনা যাবে, অজুহাত নয়।',
    },
  },
  {
    title: "July People's Uprising Day Breakfast Cup",
    startsOn: '2025-08-05',
    endsOn: '2025-08-05',
    description:
      "A morning tournament held on the national holiday to remember the July People's Uprising, opening with a minute of silence on the first tee. Entry fees go to the families of those who were injured.",
    images: eventImages('july-uprising-breakfast-cup', 4),
    bn: {
      title: 'জুলাই গণঅভ্যুত্থান দিবস ব্রেকফাস্ট কাপ',
      description:
        'জুলাই গণঅভ্যুত্থান স্মরণে জাতীয় ছুটির দিনে সকালের টুর্নামেন্ট, যার শুরু প্রথম টি-তে এক মিনিট নীরবতা পালনের মধ্য দিয়ে। অংশগ্রহণ ফি তুলে দেওয়া হয় আহতদের পরিবারের হাতে।',
    },
  },
  {
    title: 'Sponsors Cup',
    startsOn: '2025-09-12',
    endsOn: '2025-09-13',
    description:
      'Our sponsors and their guests team up with club members in a friendly scramble. The prize-giving is followed by a riverside barbecue.',
    images: eventImages('sponsors-cup', 5),
    bn: {
      title: 'স্পনসরস কাপ',
      description:
        'আমাদের পৃষ্ঠপোষক ও তাঁদের অতিথিরা ক্লাবের সদস্যদের সঙ্গে দল বেঁধে খেলেন প্রীতিমূলক স্ক্র্যাম্বল। পুরস্কার বিতরণের পর নদীর ধারে বারবিকিউ।',
    },
  },
  {
    title: 'Winter Cup',
    startsOn: '2025-10-01',
    endsOn: '2025-10-02',
    description:
      'The season opener as the air cools over the river: two rounds of stroke play for every handicap category. Book your tee time early, as the field fills fast.',
    images: eventImages('winter-cup', 6),
    bn: {
      title: 'উইন্টার কাপ',
      description:
        'নদীর বাতাসে হিমেল ছোঁয়া লাগতেই মৌসুমের শুরু: প্রতিটি হ্যান্ডিক্যাপ শ্রেণির জন্য দুই রাউন্ড স্ট্রোক প্লে। জায়গা দ্রুত ভরে যায়, তাই আগেভাগেই আপনার টি টাইম বুক করুন।',
    },
  },
];

/** Sixty varied views, each with its Bangla; the generator reads the English words to choose the scene of each image. */
const galleryAlts: [alt: string, bn: string][] = [
  ['Morning mist lifting off the first fairway', 'প্রথম ফেয়ারওয়ে থেকে সরে যাচ্ছে ভোরের কুয়াশা'],
  ['The Teesta river glowing orange at dusk beside the course', 'গোধূলিতে কোর্সের পাশে কমলা আভায় রাঙা তিস্তা নদী'],
  ['A flag pin on the third green in soft morning light', 'সকালের নরম আলোয় তৃতীয় গ্রিনের পতাকা'],
  ['The clubhouse verandah under a clear blue sky', 'নির্মল নীল আকাশের নিচে ক্লাবহাউসের বারান্দা'],
  ['Sunrise over the river and the ninth green', 'নদী আর নবম গ্রিনের ওপর সূর্যোদয়'],
  ['A deep sand bunker guarding the fifth green', 'পঞ্চম গ্রিন আগলে রাখা গভীর বালুর বাংকার'],
  ['Members sharing a laugh on the first tee', 'প্রথম টি-তে সদস্যদের হাসিখুশি মুহূর্ত'],
  ['The President Cup trophy on the presentation table', 'পুরস্কার বিতরণের টেবিলে প্রেসিডেন্ট কাপের ট্রফি'],
  ['Country boats drifting on the river at dusk', 'গোধূলিতে নদীতে ভেসে চলা দেশি নৌকা'],
  ['Rows of trees lining the second fairway', 'দ্বিতীয় ফেয়ারওয়ের ধারে সারি সারি গাছ'],
  ['A freshly cut green with mowing stripes', 'সদ্য ছাঁটা গ্রিনে ঘাস কাটার ডোরাকাটা দাগ'],
  ['Players walking up the fourth fairway during a tournament', 'টুর্নামেন্ট চলাকালে চতুর্থ ফেয়ারওয়ে ধরে এগিয়ে চলা খেলোয়াড়েরা'],
  ['The Ghaghat Bridge seen from the river bank at sunset', 'সূর্যাস্তের সময় নদীর পাড় থেকে দেখা ঘাঘাট সেতু'],
  ['Sand bunkers on the sixth hole after rain', 'বৃষ্টির পর ষষ্ঠ হোলের বালুর বাংকার'],
  ['The clubhouse lit up in the evening', 'সন্ধ্যায় আলো ঝলমলে ক্লাবহাউস'],
  ['Dew on the practice green at sunrise', 'সূর্যোদয়ের সময় প্র্যাকটিস গ্রিনে শিশির'],
  ['A sandbar in the river beside the seventh hole', 'সপ্তম হোলের পাশে নদীর চর'],
  ['The flag on the short eighth hole under a bright sky', 'ঝকঝকে আকাশের নিচে ছোট অষ্টম হোলের পতাকা'],
  ['Monsoon clouds gathering over the course', 'কোর্সের ওপর জমে ওঠা বর্ষার মেঘ'],
  ['Tall palms beside the clubhouse at midday', 'দুপুরে ক্লাবহাউসের পাশে উঁচু তালগাছ'],
  ['A tournament marquee and flags beside the first tee', 'প্রথম টি-এর পাশে টুর্নামেন্টের শামিয়ানা আর পতাকা'],
  ['The river at dusk from the ninth tee', 'নবম টি থেকে দেখা গোধূলির নদী'],
  ['Golfers on the green lining up a putt', 'গ্রিনে পাটের নিশানা ঠিক করছেন গলফাররা'],
  ['A fairway bunker on the long fourth hole', 'দীর্ঘ চতুর্থ হোলের ফেয়ারওয়ে বাংকার'],
  ['The moon rising over the river and the course', 'নদী আর কোর্সের ওপর চাঁদ উঠছে'],
  ['Sunrise through the trees on the second hole', 'দ্বিতীয় হোলে গাছের ফাঁক দিয়ে সূর্যোদয়'],
  ['The winners lifting the trophy at the Summer Cup', 'সামার কাপে ট্রফি উঁচিয়ে ধরেছেন বিজয়ীরা'],
  ['A quiet green beside the water in the afternoon', 'বিকেলে পানির ধারে নিরিবিলি একটি গ্রিন'],
  ['Evening light on the clubhouse lawn', 'ক্লাবহাউসের লনে সন্ধ্যার আলো'],
  ['Fishing boats on the Teesta in the morning', 'সকালে তিস্তায় মাছ ধরার নৌকা'],
  ['The flag pin on the ninth green at dusk', 'গোধূলিতে নবম গ্রিনের পতাকা'],
  ['Greenkeepers mowing the fairway at dawn', 'ভোরে ফেয়ারওয়ের ঘাস কাটছেন মাঠকর্মীরা'],
  ['Trees reflected in the river after the rains', 'বর্ষার পর নদীর পানিতে গাছের প্রতিবিম্ব'],
  ['The trophy table ready for the prize-giving', 'পুরস্কার বিতরণের জন্য সাজানো ট্রফির টেবিল'],
  ['Members gathered on the clubhouse lawn', 'ক্লাবহাউসের লনে জড়ো হওয়া সদস্যরা'],
  ['Sand bunkers framing the seventh green', 'সপ্তম গ্রিন ঘিরে বালুর বাংকার'],
  ['Sunrise over the river from the clubhouse', 'ক্লাবহাউস থেকে দেখা নদীর ওপর সূর্যোদয়'],
  ['The third fairway curving along the river', 'নদীর ধার ঘেঁষে বাঁক নেওয়া তৃতীয় ফেয়ারওয়ে'],
  ['A golfer on the fairway in the golden hour', 'সোনালি আলোয় ফেয়ারওয়েতে একজন গলফার'],
  ['Clear skies over the greens in winter', 'শীতে গ্রিনগুলোর ওপর মেঘমুক্ত আকাশ'],
  ['The river at dusk with the bridge lights coming on', 'গোধূলিতে নদী, জ্বলে উঠছে সেতুর বাতিগুলো'],
  ['A flag pin and the hole cup close up', 'কাছ থেকে দেখা পতাকা আর হোলের কাপ'],
  ['The clubhouse seen across the lake-like river bend', 'হ্রদের মতো নদীর বাঁকের ওপার থেকে দেখা ক্লাবহাউস'],
  ['Morning mist over the bunkers', 'বাংকারের ওপর সকালের কুয়াশা'],
  ['Players and caddies on the fifth fairway during the Monsoon Cup', 'মনসুন কাপ চলাকালে পঞ্চম ফেয়ারওয়েতে খেলোয়াড় ও ক্যাডিরা'],
  ['Palm trees and the ninth green in the evening', 'সন্ধ্যায় তালগাছ আর নবম গ্রিন'],
  ['A starry night above the clubhouse', 'ক্লাবহাউসের ওপর তারাভরা রাত'],
  ['The tournament leaderboard beside the marquee', 'শামিয়ানার পাশে টুর্নামেন্টের লিডারবোর্ড'],
  ['Sunrise over the sixth fairway', 'ষষ্ঠ ফেয়ারওয়ের ওপর সূর্যোদয়'],
  ['Egrets flying low over the river at dusk', 'গোধূলিতে নদীর ওপর দিয়ে নিচু হয়ে উড়ে চলা বক'],
  ['The green on the par-three seventh from the tee', 'টি থেকে দেখা পার-৩ সপ্তম হোলের গ্রিন'],
  ['The clubhouse garden in full bloom', 'ফুলে ফুলে ভরা ক্লাবহাউসের বাগান'],
  ['A wide fairway after the monsoon rains', 'বর্ষার বৃষ্টির পর প্রশস্ত ফেয়ারওয়ে'],
  ['Members walking off the last green together', 'শেষ গ্রিন থেকে একসঙ্গে ফিরছেন সদস্যরা'],
  ['The flag on the second green with the river behind', 'দ্বিতীয় গ্রিনের পতাকা, পেছনে নদী'],
  ['The winter sun setting behind the trees', 'গাছের আড়ালে অস্ত যাচ্ছে শীতের সূর্য'],
  ['Bunkers raked smooth before a tournament', 'টুর্নামেন্টের আগে রেক দিয়ে মসৃণ করা বাংকার'],
  ['The river sparkling at midday beyond the fairway', 'ফেয়ারওয়ের ওপারে দুপুরের রোদে ঝিকমিক করা নদী'],
  ['The trophy and medals for the Winter Cup', 'উইন্টার কাপের ট্রফি ও পদক'],
  ['The course at dusk seen from the clubhouse roof', 'ক্লাবহাউসের ছাদ থেকে দেখা গোধূলির কোর্স'],
];

const galleryImages: SeedContent['galleryImages'] = galleryAlts.map(([alt, bnAlt], i) => ({
  image: `gallery/${String(i + 1).padStart(2, '0')}`,
  alt,
  bn: { alt: bnAlt },
}));

const videos: SeedContent['videos'] = (
  [
    { title: 'Sunrise over the Teesta', slug: 'teesta-sunrise', bn: { title: 'তিস্তার বুকে সূর্যোদয়' } },
    { title: 'Morning mist on the fairways', slug: 'morning-mist', bn: { title: 'ফেয়ারওয়েতে ভোরের কুয়াশা' } },
    { title: 'Monsoon rain on the course', slug: 'monsoon-rain', bn: { title: 'কোর্সে বর্ষার বৃষ্টি' } },
    { title: 'Country boats at dusk', slug: 'boats-at-dusk', bn: { title: 'গোধূলিতে দেশি নৌকা' } },
    { title: 'The clubhouse after sunset', slug: 'clubhouse-evening', bn: { title: 'সূর্যাস্তের পর ক্লাবহাউস' } },
  ] satisfies { title: string; slug: string; bn: SeedContent['videos'][number]['bn'] }[]
).map(({ title, slug, bn }) => ({ title, video: `videos/${slug}`, poster: `videos/${slug}`, bn }));

type Category = SeedContent['menu'][number];

const category = (
  name: string,
  slug: string,
  bn: Category['bn'],
  dishes: [name: string, slug: string, description: string, bn: Category['dishes'][number]['bn']][],
): Category => ({
  name,
  image: `menu/${slug}`,
  dishes: dishes.map(([dishName, dishSlug, description, dishBn]) => ({ name: dishName, description, image: `dishes/${dishSlug}`, bn: dishBn })),
  bn,
});

const menu: SeedContent['menu'] = [
  category('Soups', 'soups', { name: 'স্যুপ' }, [
    ['Chicken Corn Soup', 'chicken-corn-soup', 'Silky chicken broth with sweet corn and ribbons of egg, just right after a round.', { name: 'চিকেন কর্ন স্যুপ', description: 'সুইট কর্ন আর ডিমের ঝুরি দেওয়া মোলায়েম মুরগির স্যুপ, এক রাউন্ড খেলার পর একদম মানানসই।' }],
    ['Thai Tom Yum', 'tom-yum', 'Hot and sour prawn soup with lemongrass, galangal and kaffir lime.', { name: 'থাই টম ইয়াম', description: 'লেমনগ্রাস, গালাঙ্গাল আর কাফির লেবু দিয়ে ঝাল-টক চিংড়ির স্যুপ।' }],
    ['Cream of Mushroom', 'cream-of-mushroom', 'Mushrooms simmered with cream and thyme, served with garlic toast.', { name: 'ক্রিম অব মাশরুম', description: 'ক্রিম আর থাইম দিয়ে ধীর আঁচে রাঁধা মাশরুম, সঙ্গে গার্লিক টোস্ট।' }],
    ['Vegetable Clear Soup', 'vegetable-clear-soup', 'A light, warming broth of seasonal vegetables from Rangpur markets.', { name: 'ভেজিটেবল ক্লিয়ার স্যুপ', description: 'রংপুরের বাজারের মৌসুমি সবজিতে তৈরি হালকা, উষ্ণ স্যুপ।' }],
  ]),
  category('Salads', 'salads', { name: 'সালাদ' }, [
    ['Golf View Garden Salad', 'garden-salad', 'Crisp lettuce, cucumber, tomato and carrot with a lime and honey dressing.', { name: 'গলফ ভিউ গার্ডেন সালাদ', description: 'মচমচে লেটুস, শসা, টমেটো আর গাজর, সঙ্গে লেবু ও মধুর ড্রেসিং।' }],
    ['Chicken Caesar Salad', 'caesar-salad', 'Grilled chicken on romaine with parmesan, croutons and a creamy dressing.', { name: 'চিকেন সিজার সালাদ', description: 'রোমেইন লেটুসের ওপর গ্রিলড চিকেন, সঙ্গে পারমেজান, ক্রুটন আর ক্রিমি ড্রেসিং।' }],
    ['Green Papaya Salad', 'papaya-salad', 'Shredded green papaya tossed with chilli, lime, peanuts and roasted tomatoes.', { name: 'কাঁচা পেঁপের সালাদ', description: 'কুচি করা কাঁচা পেঁপে, মরিচ, লেবু, চিনাবাদাম আর পোড়া টমেটো দিয়ে মাখানো।' }],
  ]),
  category('Appetizers', 'appetizers', { name: 'অ্যাপেটাইজার' }, [
    ['Vegetable Pakora', 'vegetable-pakora', 'Crunchy gram-flour fritters of onion, potato and spinach with tamarind chutney.', { name: 'সবজি পাকোড়া', description: 'পেঁয়াজ, আলু আর পালংশাকের মচমচে বেসনের বড়া, সঙ্গে তেঁতুলের চাটনি।' }],
    ['Chicken Spring Rolls', 'spring-rolls', 'Golden rolls filled with chicken and vegetables, with sweet chilli sauce.', { name: 'চিকেন স্প্রিং রোল', description: 'মুরগি ও সবজির পুর ভরা সোনালি রোল, সঙ্গে সুইট চিলি সস।' }],
    ['Beef Shami Kebab', 'shami-kebab', 'Pan-fried patties of minced beef and lentils, fragrant with garam masala.', { name: 'বিফ শামি কাবাব', description: 'গরুর কিমা আর ডালের চ্যাপ্টা কাবাব, তাওয়ায় ভাজা, গরম মসলার সুবাসে ভরা।' }],
    ['Fish Fingers', 'fish-fingers', 'Strips of river fish in a crisp crumb, served with tartare sauce and lemon.', { name: 'ফিশ ফিঙ্গার', description: 'মচমচে ব্রেডক্রাম্বে মোড়া নদীর মাছের ফালি, সঙ্গে টারটার সস আর লেবু।' }],
  ]),
  category('Bangladeshi Curries', 'bangladeshi-curries', { name: 'বাংলাদেশি তরকারি' }, [
    ['Beef Kala Bhuna', 'beef-kala-bhuna', 'Slow-cooked Chittagong-style beef, dark and rich with roasted spices.', { name: 'গরুর কালা ভুনা', description: 'চট্টগ্রামের ধাঁচে ধীর আঁচে রান্না গরুর মাংস, ভাজা মসলায় কালচে আর ঘন স্বাদের।' }],
    ['Chicken Rezala', 'chicken-rezala', 'Chicken in a fragrant white gravy of yoghurt, cashew and cardamom.', { name: 'মুরগির রেজালা', description: 'টক দই, কাজুবাদাম আর এলাচের সুগন্ধি সাদা ঝোলে মুরগি।' }],
    ['Mutton Curry', 'mutton-curry', 'Tender mutton with potatoes in a homestyle curry, best with plain rice.', { name: 'খাসির মাংসের তরকারি', description: 'ঘরোয়া ঝোলে আলু দিয়ে রাঁধা নরম খাসির মাংস, সাদা ভাতের সঙ্গে সবচেয়ে জমে।' }],
    ['Shorshe Ilish', 'shorshe-ilish', 'Hilsa steamed in mustard paste with green chillies, a Bengali classic.', { name: 'সরষে ইলিশ', description: 'কাঁচা মরিচ দিয়ে সরষেবাটায় ভাপানো ইলিশ, বাঙালির চিরচেনা স্বাদ।' }],
    ['Dal Bhuna', 'dal-bhuna', 'Yellow lentils cooked thick with fried onion, garlic and cumin.', { name: 'ডাল ভুনা', description: 'বেরেস্তা, রসুন আর জিরা দিয়ে ঘন করে রাঁধা হলুদ ডাল।' }],
  ]),
  category('Biryani & Rice', 'biryani-and-rice', { name: 'বিরিয়ানি ও ভাত' }, [
    ['Kacchi Biryani', 'kacchi-biryani', 'Mutton and fragrant kalijira rice slow-cooked together under a sealed lid.', { name: 'কাচ্চি বিরিয়ানি', description: 'মুখ আটকানো হাঁড়িতে খাসির মাংস আর সুগন্ধি কালিজিরা চাল একসঙ্গে দমে রান্না।' }],
    ['Chicken Biryani', 'chicken-biryani', 'Spiced chicken layered with long-grain rice, fried onion and a boiled egg.', { name: 'চিকেন বিরিয়ানি', description: 'মসলাদার মুরগি, লম্বা দানার চাল আর বেরেস্তার স্তরে স্তরে রান্না, সঙ্গে সেদ্ধ ডিম।' }],
    ['Morog Polao', 'morog-polao', 'Festive ghee rice with chicken roast, as served at Bangladeshi weddings.', { name: 'মোরগ পোলাও', description: 'মুরগির রোস্টসহ ঘিয়ে রাঁধা উৎসবের পোলাও, ঠিক যেমনটা পরিবেশন করা হয় বাংলাদেশের বিয়েবাড়িতে।' }],
    ['Vegetable Fried Rice', 'vegetable-fried-rice', 'Wok-tossed rice with egg, spring onion and crisp vegetables.', { name: 'ভেজিটেবল ফ্রাইড রাইস', description: 'ডিম, পেঁয়াজকলি আর মচমচে সবজি দিয়ে কড়াইয়ে ভাজা ভাত।' }],
  ]),
  category('Kebabs & Grills', 'kebabs-and-grills', { name: 'কাবাব ও গ্রিল' }, [
    ['Chicken Tikka', 'chicken-tikka', 'Boneless chicken marinated in yoghurt and spices, charred in the tandoor.', { name: 'চিকেন টিক্কা', description: 'দই আর মসলায় মাখানো হাড় ছাড়া মুরগি, তন্দুরে ঝলসানো।' }],
    ['Beef Seekh Kebab', 'seekh-kebab', 'Minced beef with herbs grilled on skewers, with mint chutney and naan.', { name: 'বিফ শিক কাবাব', description: 'সুগন্ধি পাতা মেশানো গরুর কিমা শিকে গেঁথে গ্রিল করা, সঙ্গে পুদিনার চাটনি আর নান।' }],
    ['Grilled Chicken Half', 'grilled-chicken', 'Half a chicken grilled over charcoal, served with salad and garlic sauce.', { name: 'হাফ গ্রিলড চিকেন', description: 'কাঠকয়লার আগুনে গ্রিল করা অর্ধেক মুরগি, সঙ্গে সালাদ আর গার্লিক সস।' }],
    ['Mixed Grill Platter', 'mixed-grill', 'Tikka, seekh kebab and lamb chops for the whole fourball to share.', { name: 'মিক্সড গ্রিল প্লেটার', description: 'টিক্কা, শিক কাবাব আর ল্যাম্ব চপ, ফোরবলের চারজন মিলে ভাগ করে খাওয়ার মতো।' }],
  ]),
  category('Seafood', 'seafood', { name: 'মাছ ও চিংড়ি' }, [
    ['Chingri Malai Curry', 'chingri-malai-curry', 'Golda prawns in a mild coconut-milk gravy scented with cardamom.', { name: 'চিংড়ি মালাইকারি', description: 'এলাচের সুবাসে নারকেলের দুধের হালকা ঝোলে গলদা চিংড়ি।' }],
    ['Fried Rupchanda', 'fried-rupchanda', 'Whole pomfret marinated in turmeric and chilli, fried until crisp.', { name: 'রূপচাঁদা ফ্রাই', description: 'হলুদ-মরিচে মাখানো আস্ত রূপচাঁদা, মচমচে করে ভাজা।' }],
    ['Grilled River Fish', 'grilled-river-fish', 'The catch of the day from the Teesta, grilled with lemon butter.', { name: 'নদীর মাছের গ্রিল', description: 'তিস্তা থেকে সেদিন ধরা তাজা মাছ, লেমন বাটারে গ্রিল করা।' }],
  ]),
  category('Chinese', 'chinese', { name: 'চায়নিজ' }, [
    ['Chicken Chowmein', 'chicken-chowmein', 'Stir-fried noodles with chicken and vegetables in a light soy sauce.', { name: 'চিকেন চাওমিন', description: 'হালকা সয়া সসে মুরগি ও সবজি দিয়ে নেড়ে ভাজা নুডলস।' }],
    ['Sweet and Sour Prawns', 'sweet-sour-prawns', 'Crisp prawns in a tangy sauce with pineapple and peppers.', { name: 'সুইট অ্যান্ড সাওয়ার প্রন', description: 'আনারস আর ক্যাপসিকাম দেওয়া টক-মিষ্টি সসে মচমচে চিংড়ি।' }],
    ['Beef Chilli Dry', 'beef-chilli-dry', 'Tender strips of beef tossed with green chilli, onion and capsicum.', { name: 'বিফ চিলি ড্রাই', description: 'কাঁচা মরিচ, পেঁয়াজ আর ক্যাপসিকামের সঙ্গে নেড়ে ভাজা নরম গরুর মাংসের ফালি।' }],
    ['Szechuan Chicken', 'szechuan-chicken', 'Chicken with dried red chillies and spring onion in a fiery glaze.', { name: 'সেজুয়ান চিকেন', description: 'শুকনা মরিচ আর পেঁয়াজকলি দিয়ে ঝাল, চকচকে সসে মুরগি।' }],
  ]),
  category('Thai', 'thai', { name: 'থাই' }, [
    ['Thai Green Curry', 'thai-green-curry', 'Chicken and aubergine in a fragrant green curry of coconut and basil.', { name: 'থাই গ্রিন কারি', description: 'নারকেল আর তুলসীপাতার সুগন্ধি সবুজ কারিতে মুরগি ও বেগুন।' }],
    ['Pad Thai', 'pad-thai', 'Rice noodles wok-fried with prawns, egg, bean sprouts and crushed peanuts.', { name: 'প্যাড থাই', description: 'চিংড়ি, ডিম, বিন স্প্রাউট আর গুঁড়া চিনাবাদাম দিয়ে কড়াইয়ে ভাজা রাইস নুডলস।' }],
    ['Cashew Nut Chicken', 'cashew-chicken', 'Chicken stir-fried with roasted cashews, dried chilli and spring onion.', { name: 'ক্যাশুনাট চিকেন', description: 'ভাজা কাজুবাদাম, শুকনা মরিচ আর পেঁয়াজকলি দিয়ে নেড়ে ভাজা মুরগি।' }],
  ]),
  category('Pasta', 'pasta', { name: 'পাস্তা' }, [
    ['Spaghetti Bolognese', 'spaghetti-bolognese', 'Spaghetti with a slow-simmered beef and tomato sauce and parmesan.', { name: 'স্প্যাগেটি বোলোনিজ', description: 'ধীর আঁচে রাঁধা গরুর মাংস ও টমেটোর সস আর পারমেজানসহ স্প্যাগেটি।' }],
    ['Penne Alfredo', 'penne-alfredo', 'Penne in a creamy parmesan sauce with grilled chicken and mushrooms.', { name: 'পেনে আলফ্রেডো', description: 'গ্রিলড চিকেন আর মাশরুমসহ ক্রিমি পারমেজান সসে পেনে পাস্তা।' }],
    ['Seafood Linguine', 'seafood-linguine', 'Linguine with prawns and squid in garlic, chilli and white tomato sauce.', { name: 'সি-ফুড লিঙ্গুইনি', description: 'রসুন, মরিচ আর সাদা টমেটো সসে চিংড়ি ও স্কুইড দেওয়া লিঙ্গুইনি।' }],
  ]),
  category('Sandwiches & Burgers', 'sandwiches-and-burgers', { name: 'স্যান্ডউইচ ও বার্গার' }, [
    ['Club Sandwich', 'club-sandwich', 'Triple-decker of chicken, egg, cheese and salad with crisp fries.', { name: 'ক্লাব স্যান্ডউইচ', description: 'মুরগি, ডিম, চিজ আর সালাদের তিন স্তরের স্যান্ডউইচ, সঙ্গে মচমচে ফ্রেঞ্চ ফ্রাই।' }],
    ['Clubhouse Beef Burger', 'beef-burger', 'A chargrilled beef patty with cheese, caramelised onion and house sauce.', { name: 'ক্লাবহাউস বিফ বার্গার', description: 'কাঠকয়লায় গ্রিল করা গরুর মাংসের প্যাটি, সঙ্গে চিজ, ক্যারামেলাইজড পেঁয়াজ আর আমাদের নিজস্ব সস।' }],
    ['Grilled Chicken Panini', 'chicken-panini', 'Pressed ciabatta with grilled chicken, pesto and melted mozzarella.', { name: 'গ্রিলড চিকেন পানিনি', description: 'গ্রিলড চিকেন, পেস্টো আর গলানো মোজারেলা দিয়ে চেপে সেঁকা চাবাটা রুটি।' }],
    ['Egg and Cheese Sandwich', 'egg-sandwich', 'Soft scrambled egg and cheddar on toasted bread, quick between nines.', { name: 'ডিম-চিজ স্যান্ডউইচ', description: 'টোস্ট করা পাউরুটিতে নরম ডিমের ঝুরি আর চেডার চিজ, দুই দফা নয় হোলের মাঝে চটজলদি খাওয়ার জন্য।' }],
  ]),
  category('Desserts', 'desserts', { name: 'ডেজার্ট' }, [
    ['Roshogolla', 'roshogolla', 'Soft, spongy cottage-cheese balls in a light cardamom syrup.', { name: 'রসগোল্লা', description: 'এলাচের হালকা শিরায় ডোবানো নরম, তুলতুলে ছানার গোল্লা।' }],
    ['Mishti Doi', 'mishti-doi', 'Sweet caramelised yoghurt set in a clay pot, a Bogura favourite.', { name: 'মিষ্টি দই', description: 'মাটির পাত্রে জমানো লালচে মিষ্টি দই, বগুড়ার প্রিয় স্বাদ।' }],
    ['Firni', 'firni', 'Chilled ground-rice pudding with pistachio and a hint of rose.', { name: 'ফিরনি', description: 'পেস্তাবাদাম আর গোলাপজলের হালকা সুবাসে ঠান্ডা চালের গুঁড়ার ফিরনি।' }],
    ['Chocolate Brownie', 'chocolate-brownie', 'A warm, fudgy brownie with a scoop of vanilla ice cream.', { name: 'চকলেট ব্রাউনি', description: 'এক স্কুপ ভ্যানিলা আইসক্রিমসহ গরম, নরম-ঘন ব্রাউনি।' }],
    ['Seasonal Fruit Platter', 'fruit-platter', 'Mango, papaya, guava and pineapple at their seasonal best.', { name: 'মৌসুমি ফলের প্লেটার', description: 'মৌসুমের সেরা আম, পেঁপে, পেয়ারা আর আনারস।' }],
  ]),
  category('Hot Beverages', 'hot-beverages', { name: 'গরম পানীয়' }, [
    ['Masala Cha', 'masala-cha', 'Strong milk tea brewed with ginger, cardamom and cinnamon.', { name: 'মসলা চা', description: 'আদা, এলাচ আর দারুচিনি দিয়ে বানানো কড়া দুধ চা।' }],
    ['Lemon Ginger Tea', 'lemon-ginger-tea', 'Clear tea with fresh ginger, lemon and a spoon of honey.', { name: 'আদা-লেবু চা', description: 'তাজা আদা, লেবু আর এক চামচ মধু দেওয়া রং চা।' }],
    ['Cappuccino', 'cappuccino', 'A double shot of espresso under thick, velvety milk foam.', { name: 'ক্যাপুচিনো', description: 'ঘন, মখমলি দুধের ফেনার নিচে ডাবল শট এসপ্রেসো।' }],
    ['Hot Chocolate', 'hot-chocolate', 'Rich cocoa with steamed milk, perfect on a foggy winter morning.', { name: 'হট চকলেট', description: 'ভাপানো দুধে ঘন কোকো, কুয়াশা ঢাকা শীতের সকালে একদম জুতসই।' }],
  ]),
  category('Cold Beverages & Juices', 'cold-beverages', { name: 'ঠান্ডা পানীয় ও জুস' }, [
    ['Borhani', 'borhani', 'Spiced yoghurt drink with mint and black salt, the classic partner to biryani.', { name: 'বোরহানি', description: 'পুদিনা আর বিটলবণ দেওয়া মসলাদার দইয়ের পানীয়, বিরিয়ানির চিরকালের সঙ্গী।' }],
    ['Fresh Lime Soda', 'fresh-lime-soda', 'Freshly squeezed lime with soda, sweet or salted as you like it.', { name: 'ফ্রেশ লাইম সোডা', description: 'সদ্য চিপে নেওয়া লেবুর রস আর সোডা, আপনার পছন্দমতো মিষ্টি বা নোনতা।' }],
    ['Mango Lassi', 'mango-lassi', 'Ripe Rangpur mangoes blended with chilled yoghurt.', { name: 'ম্যাংগো লাচ্ছি', description: 'ঠান্ডা দইয়ের সঙ্গে ব্লেন্ড করা রংপুরের পাকা আম।' }],
    ['Green Coconut Water', 'green-coconut', 'Served straight from the coconut, the best drink at the turn.', { name: 'ডাবের পানি', description: 'সরাসরি ডাব থেকে পরিবেশন, প্রথম নয় হোল শেষে সেরা পানীয়।' }],
    ['Iced Coffee', 'iced-coffee', 'Cold-brewed coffee over ice with a dash of milk.', { name: 'আইসড কফি', description: 'বরফের ওপর ঢালা কোল্ড ব্রু কফি, সঙ্গে সামান্য দুধ।' }],
  ]),
  category('Breakfast', 'breakfast', { name: 'সকালের নাশতা' }, [
    ['Paratha and Egg Bhaji', 'paratha-egg', 'Flaky layered parathas with a spiced omelette and mixed vegetable bhaji.', { name: 'পরোটা ও ডিম-ভাজি', description: 'খাস্তা ভাঁজের পরোটা, সঙ্গে মসলাদার ডিম ভাজি আর মিক্সড সবজি ভাজি।' }],
    ['Bhuna Khichuri', 'bhuna-khichuri', 'Rice and lentils cooked with ghee and spices, with beef bhuna and pickle.', { name: 'ভুনা খিচুড়ি', description: 'ঘি আর মসলায় রাঁধা চাল-ডাল, সঙ্গে গরুর মাংস ভুনা আর আচার।' }],
    ['English Breakfast', 'english-breakfast', 'Eggs your way with sausage, baked beans, grilled tomato and toast.', { name: 'ইংলিশ ব্রেকফাস্ট', description: 'আপনার পছন্দমতো ডিম, সঙ্গে সসেজ, বেকড বিনস, গ্রিলড টমেটো আর টোস্ট।' }],
    ['Pancakes with Honey', 'pancakes', 'A stack of fluffy pancakes with butter and local mustard-flower honey.', { name: 'মধুসহ প্যানকেক', description: 'মাখন আর স্থানীয় সরিষা ফুলের মধুসহ একগাদা তুলতুলে প্যানকেক।' }],
  ]),
];

const products: SeedContent['products'] = [
  { name: 'Tour Driver 10.5°', priceTaka: 54000, image: 'products/driver', bn: { name: 'ট্যুর ড্রাইভার ১০.৫°' } },
  { name: 'Forged Irons Set (5-PW)', priceTaka: 95000, image: 'products/irons-set', bn: { name: 'ফোর্জড আয়রন সেট (৫ আয়রন থেকে পিচিং ওয়েজ)' } },
  { name: 'Mallet Putter', priceTaka: 21500, image: 'products/putter', bn: { name: 'ম্যালেট পাটার' } },
  { name: 'Tour Golf Balls (3 dozen)', priceTaka: 14500, image: 'products/golf-balls', bn: { name: 'ট্যুর গলফ বল (৩ ডজন)' } },
  { name: 'Cabretta Leather Glove', priceTaka: 5990, image: 'products/glove', bn: { name: 'ক্যাব্রেটা চামড়ার গ্লাভ' } },
  { name: 'Stand Golf Bag', priceTaka: 32000, image: 'products/golf-bag', bn: { name: 'স্ট্যান্ড গলফ ব্যাগ' } },
  { name: 'RGCC Embroidered Cap', priceTaka: 6200, image: 'products/cap', bn: { name: 'RGCC এমব্রয়ডারি করা ক্যাপ' } },
  { name: 'RGCC Performance Polo Shirt', priceTaka: 7800, image: 'products/polo-shirt', bn: { name: 'RGCC পারফরম্যান্স পোলো শার্ট' } },
  { name: 'Spikeless Golf Shoes', priceTaka: 16900, image: 'products/shoes', bn: { name: 'স্পাইকবিহীন গলফ জুতা' } },
  { name: 'Bamboo Tees and Ball Marker Gift Set', priceTaka: 6500, image: 'products/tees', bn: { name: 'বাঁশের টি ও বল মার্কারের উপহার সেট' } },
  { name: 'Laser Rangefinder', priceTaka: 38500, image: 'products/rangefinder', bn: { name: 'লেজার রেঞ্জফাইন্ডার' } },
  { name: 'Double-Canopy Golf Umbrella', priceTaka: 8900, image: 'products/umbrella', bn: { name: 'ডাবল ক্যানোপি গলফ ছাতা' } },
];

const facilities: SeedContent['facilities'] = [
  {
    kind: 'guests',
    title: 'Golf View Restaurant',
    description: 'Dine at the Golf View Restaurant, with Bangladeshi, Chinese, Thai and continental dishes served over views of the course and the river.',
    bn: {
      title: 'গলফ ভিউ রেস্তোরাঁ',
      description: 'গলফ ভিউ রেস্তোরাঁয় কোর্স আর নদীর দৃশ্য দেখতে দেখতে উপভোগ করুন বাংলাদেশি, চায়নিজ, থাই ও কন্টিনেন্টাল খাবার।',
    },
  },
  {
    kind: 'guests',
    title: 'Golf for a fair fee',
    description: 'Play our riverside nine for a fair green fee; clubs, caddies and a cart can be arranged at the starter’s hut.',
    bn: {
      title: 'ন্যায্য ফিতে গলফ',
      description: 'ন্যায্য গ্রিন ফি দিয়ে খেলুন নদীর ধারে আমাদের নয় হোলের কোর্সে; স্টার্টারের ঘরে ক্লাব, ক্যাডি ও কার্টের ব্যবস্থা করে দেওয়া হয়।',
    },
  },
  {
    kind: 'guests',
    title: 'Guest rooms',
    description: 'Stay overnight in a quiet, air-conditioned guest room and be on the first tee at sunrise.',
    bn: {
      title: 'অতিথিকক্ষ',
      description: 'নিরিবিলি, শীতাতপনিয়ন্ত্রিত অতিথিকক্ষে রাত কাটান, আর সূর্যোদয়ের সঙ্গে সঙ্গে পৌঁছে যান প্রথম টি-তে।',
    },
  },
  {
    kind: 'guests',
    title: 'Pro Shop',
    description: 'Find balls, gloves, clubs and club-branded clothing at the Pro Shop beside the first tee.',
    bn: {
      title: 'প্রো শপ',
      description: 'প্রথম টি-এর পাশের প্রো শপে পাবেন বল, গ্লাভস, ক্লাব আর ক্লাবের লোগো দেওয়া পোশাক।',
    },
  },
  {
    kind: 'members',
    title: 'Restaurant discount',
    description: 'Members and their families enjoy a discount on every bill at the Golf View Restaurant.',
    bn: {
      title: 'রেস্তোরাঁয় ছাড়',
      description: 'গলফ ভিউ রেস্তোরাঁর প্রতিটি বিলে সদস্য ও তাঁদের পরিবার ছাড় পান।',
    },
  },
  {
    kind: 'members',
    title: 'Guest rooms',
    description: 'Book a guest room for yourself or your visitors at the member rate, with priority during tournaments.',
    bn: {
      title: 'অতিথিকক্ষ',
      description: 'নিজের বা আপনার অতিথিদের জন্য সদস্য রেটে অতিথিকক্ষ বুক করুন; টুর্নামেন্টের সময় সদস্যরা অগ্রাধিকার পান।',
    },
  },
  {
    kind: 'members',
    title: 'Golf at a reduced or no fee',
    description: 'Play the course at a reduced green fee, or none at all, depending on your membership category.',
    bn: {
      title: 'কম ফিতে বা বিনা ফিতে গলফ',
      description: 'আপনার সদস্যপদের শ্রেণি অনুযায়ী কম গ্রিন ফিতে, কিংবা কোনো ফি ছাড়াই কোর্সে খেলুন।',
    },
  },
  {
    kind: 'members',
    title: 'Pro Shop discount',
    description: 'Members receive a discount on equipment, clothing and accessories at the Pro Shop.',
    bn: {
      title: 'প্রো শপে ছাড়',
      description: 'প্রো শপে সরঞ্জাম, পোশাক ও আনুষঙ্গিক জিনিসে সদস্যরা ছাড় পান।',
    },
  },
  ...(
    [
      ['Air conditioning', 'শীতাতপ নিয়ন্ত্রণ ব্যবস্থা'],
      ['Capacity for 500 guests', '৫০০ অতিথির ধারণক্ষমতা'],
      ['Stage and podium', 'মঞ্চ ও পোডিয়াম'],
      ['Sound system', 'সাউন্ড সিস্টেম'],
      ['Projector and screen', 'প্রজেক্টর ও পর্দা'],
      ['Wi-Fi', 'ওয়াই-ফাই'],
      ['Generator backup', 'জেনারেটর ব্যাকআপ'],
      ['Parking', 'গাড়ি পার্কিং'],
      ['Catering from the club kitchen', 'ক্লাবের নিজস্ব রান্নাঘর থেকে খাবার পরিবেশন'],
      ['Bridal room', 'কনের সাজঘর'],
      ['Prayer room', 'নামাজের ঘর'],
      ['Decoration service', 'সাজসজ্জা সেবা'],
      ['Security', 'নিরাপত্তা ব্যবস্থা'],
      ['Wheelchair access', 'হুইলচেয়ারে চলাচলের সুবিধা'],
      ['Restrooms', 'ওয়াশরুম'],
      ['Riverside lawn', 'নদীর ধারের লন'],
    ] satisfies [title: string, bn: string][]
  ).map(([title, bnTitle]) => ({ kind: 'convention-hall' as const, title, description: '', bn: { title: bnTitle } })),
];

/** Spec section 9: the fee and the price per month are given apart, and shown as given. */
const membershipCategories: SeedContent['membershipCategories'] = [
  { title: 'Defence Service Officers', feeTaka: 5000, perMonthTaka: 500, description: 'For serving and retired defence service officers.', bn: { title: 'প্রতিরক্ষা বাহিনীর কর্মকর্তা', description: 'কর্মরত ও অবসরপ্রাপ্ত প্রতিরক্ষা কর্মকর্তাদের জন্য।' } },
  { title: 'Government Officers', feeTaka: 100000, perMonthTaka: 800, description: 'For serving civil government officers.', bn: { title: 'সরকারি কর্মকর্তা', description: 'কর্মরত বেসামরিক সরকারি কর্মকর্তাদের জন্য।' } },
  { title: 'Civil and Others', feeTaka: 300000, perMonthTaka: 1200, description: 'For civilians and all other applicants.', bn: { title: 'বেসামরিক ও অন্যান্য', description: 'বেসামরিক নাগরিক ও অন্য সব আবেদনকারীর জন্য।' } },
  { title: 'Foreigners', feeTaka: 600000, perMonthTaka: 2000, description: 'For foreign nationals and diplomats living in Bangladesh.', bn: { title: 'বিদেশি', description: 'বাংলাদেশে বসবাসরত বিদেশি নাগরিক ও কূটনীতিকদের জন্য।' } },
  { title: 'Corporate', feeTaka: 1000000, perMonthTaka: 1500, description: 'For companies and businesses nominating their people.', bn: { title: 'কর্পোরেট', description: 'নিজেদের লোক মনোনীত করে এমন কোম্পানি ও ব্যবসাপ্রতিষ্ঠানের জন্য।' } },
];

const leaders: SeedContent['leaders'] = [
  { name: 'Md. Anisur Rahman', title: 'President', image: 'leaders/anisur-rahman', featured: true, bn: { name: 'মো. আনিসুর রহমান', title: 'সভাপতি' } },
  { name: 'Dr. Farhana Haque', title: 'Vice President', image: 'leaders/farhana-haque', featured: false, bn: { name: 'ড. ফারহানা হক', title: 'সহসভাপতি' } },
  { name: 'Kazi Mahbub Alam', title: 'Secretary', image: 'leaders/mahbub-alam', featured: false, bn: { name: 'কাজী মাহবুব আলম', title: 'সম্পাদক' } },
  { name: 'Nusrat Jahan Chowdhury', title: 'Joint Secretary', image: 'leaders/nusrat-jahan', featured: false, bn: { name: 'নুসরাত জাহান চৌধুরী', title: 'যুগ্ম সম্পাদক' } },
  { name: 'Abdul Mannan Sarker', title: 'Treasurer', image: 'leaders/abdul-mannan', featured: false, bn: { name: 'আবদুল মান্নান সরকার', title: 'কোষাধ্যক্ষ' } },
  { name: 'Tanvir Hossain', title: 'Captain', image: 'leaders/tanvir-hossain', featured: false, bn: { name: 'তানভীর হোসেন', title: 'ক্যাপ্টেন' } },
];

const sponsors: SeedContent['sponsors'] = [
  { name: 'Teesta Valley Agro Ltd', image: 'sponsors/teesta-valley-agro', bn: { name: 'তিস্তা ভ্যালি অ্যাগ্রো লিমিটেড' } },
  { name: 'Ghaghat Ceramics Ltd', image: 'sponsors/ghaghat-ceramics', bn: { name: 'ঘাঘাট সিরামিকস লিমিটেড' } },
  { name: 'Uttarbanga Jute Works', image: 'sponsors/uttarbanga-jute', bn: { name: 'উত্তরবঙ্গ জুট ওয়ার্কস' } },
  { name: 'Northern Bridge Builders', image: 'sponsors/northern-bridge-builders', bn: { name: 'নর্দার্ন ব্রিজ বিল্ডার্স' } },
];

const holes: SeedContent['holes'] = [
  {
    number: 1,
    par: 5,
    handicapIndex: 2,
    menDistanceYards: 512,
    womenDistanceYards: 438,
    description: 'A long, gentle opener that follows the river on the left all the way to the green. Two fairway bunkers catch the drive that bails out right.',
    bn: { description: 'দীর্ঘ, সহজ সূচনার হোল; বাঁ দিকে নদী সঙ্গী হয়ে চলে গেছে একেবারে গ্রিন পর্যন্ত। ডান দিকে সরে যাওয়া ড্রাইভ আটকে দেয় দুটি ফেয়ারওয়ে বাংকার।' },
  },
  {
    number: 2,
    par: 4,
    handicapIndex: 9,
    menDistanceYards: 334,
    womenDistanceYards: 282,
    description: 'A short, tree-lined par four that rewards a long iron off the tee. The green is wide and forgiving.',
    bn: { description: 'গাছে ঘেরা ছোট পার-৪ হোল, টি থেকে লং আয়রনে মারলেই সুফল মেলে। গ্রিনটি চওড়া, ছোটখাটো ভুল সহজেই সামলে নেওয়া যায়।' },
  },
  {
    number: 3,
    par: 4,
    handicapIndex: 5,
    menDistanceYards: 378,
    womenDistanceYards: 318,
    description: 'The fairway curves to the right along the river bank. A bunker on the left front of the green protects the flag.',
    bn: { description: 'নদীর পাড় ধরে ফেয়ারওয়ে ডান দিকে বেঁকে গেছে। গ্রিনের সামনে বাঁ দিকের একটি বাংকার পতাকাকে আগলে রাখে।' },
  },
  {
    number: 4,
    par: 5,
    handicapIndex: 4,
    menDistanceYards: 538,
    womenDistanceYards: 452,
    description: 'The longest hole on the course, with a cross bunker at the second-shot landing area. Rain trees on both sides narrow the approach.',
    bn: { description: 'কোর্সের দীর্ঘতম হোল; দ্বিতীয় শট যেখানে নামে, সেখানে আড়াআড়ি একটি বাংকার। দুই পাশের রেইনট্রি গ্রিনে পৌঁছানোর পথ সরু করে দিয়েছে।' },
  },
  {
    number: 5,
    par: 4,
    handicapIndex: 3,
    menDistanceYards: 402,
    womenDistanceYards: 336,
    description: 'A demanding dogleg left around a stand of mango trees. The raised green is guarded by deep bunkers on both sides.',
    bn: { description: 'একটি আমবাগান ঘুরে বাঁ দিকে বাঁক নেওয়া কঠিন ডগলেগ। উঁচু গ্রিনটির দুই পাশ আগলে রেখেছে গভীর বাংকার।' },
  },
  {
    number: 6,
    par: 4,
    handicapIndex: 1,
    menDistanceYards: 431,
    womenDistanceYards: 362,
    description: 'The hardest hole on the card: a long par four with the river down the whole right side. The green slopes towards the water.',
    bn: { description: 'স্কোরকার্ডের সবচেয়ে কঠিন হোল: লম্বা পার-৪, যার পুরো ডান পাশ জুড়ে নদী। গ্রিনটি পানির দিকে ঢালু।' },
  },
  {
    number: 7,
    par: 3,
    handicapIndex: 6,
    menDistanceYards: 172,
    womenDistanceYards: 138,
    description: 'A mid-iron over a sandbar inlet of the river to a green ringed by three bunkers. Club up when the breeze blows off the Teesta.',
    bn: { description: 'নদীর চরের খাঁড়ির ওপর দিয়ে মিড-আয়রনের শটে পৌঁছাতে হয় তিনটি বাংকারে ঘেরা গ্রিনে। তিস্তা থেকে বাতাস বইলে এক ক্লাব বড় নিন।' },
  },
  {
    number: 8,
    par: 4,
    handicapIndex: 8,
    menDistanceYards: 348,
    womenDistanceYards: 291,
    description: 'A straightaway par four between tall palms. A well-placed drive leaves a short pitch to a two-tiered green.',
    bn: { description: 'উঁচু তালগাছের সারির মাঝ দিয়ে সোজা পার-৪। ড্রাইভ ঠিক জায়গায় পড়লে দুই ধাপের গ্রিনে বাকি থাকে ছোট একটি পিচ।' },
  },
  {
    number: 9,
    par: 3,
    handicapIndex: 7,
    menDistanceYards: 156,
    womenDistanceYards: 124,
    description: 'A short finishing hole played towards the clubhouse verandah. Bunkers front-left and back-right keep the gallery entertained.',
    bn: { description: 'ক্লাবহাউসের বারান্দার দিকে খেলা ছোট শেষ হোল। সামনে-বাঁয়ে আর পেছনে-ডানে থাকা বাংকার দর্শকদের আনন্দের খোরাক জোগায়।' },
  },
].map(({ bn, ...hole }) => ({ ...hole, image: `holes/${hole.number}`, bn }));

export const seedContent: SeedContent = {
  events,
  eventPhotoCaptions,
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
