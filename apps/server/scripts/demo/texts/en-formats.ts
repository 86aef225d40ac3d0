import type { PostFormat } from '../compose';
import { lines } from './lines';

/**
 * Kinds of post people write again and again, with other things in them each time: a
 * format draws its slots' values without repeating one inside a post, and each value
 * serves at most `reuse` posts, so the same words never pile up.
 */
export const enFormats: PostFormat[] = [
  {
    template: 'Three good things today: {good}, {good} and {good}.',
    reuse: 2,
    slots: {
      good: lines(`
        a warm croissant
        a text from an old friend
        sun on the balcony
        the bus driver waiting for me
        a fiver in my winter coat
        the first tomato from the garden
        a long call with my sister
        fresh sheets
        a stranger's dog saying hello
        a clean kitchen
        the rain stopping just in time
        finishing my book on the train
        a nap that actually worked
        my kid laughing at my joke
        an empty train carriage
        every traffic light green
        a compliment on my shoes
        the smell of cut grass
        my code working first time
        dancing in the kitchen
        a postcard from Lisbon
        the cat asleep on my feet
        leftover birthday cake
        an hour with the radio and no plans
        a free sample at the cheese stall
        a parcel that arrived early
        the swifts are back
        my knee didn't hurt on the stairs
      `),
    },
  },
  {
    template: 'Currently reading {book}, listening to {music} and drinking {drink}.',
    reuse: 2,
    slots: {
      book: lines(`
        “Middlemarch”, very slowly
        a crime novel set in Iceland
        a cookbook like it's a thriller
        my grandmother's old letters
        “Braiding Sweetgrass”
        a graphic novel my nephew lent me
        the manual for the new boiler
        “Piranesi” for the third time
        a history of salt, of all things
        poems by Wisława Szymborska
        a travel guide to a place I can't afford
        “The Remains of the Day”
      `),
      music: lines(`
        old Fela Kuti records
        rain sounds, honestly
        the same Nina Simone album on repeat
        a podcast about shipwrecks
        my neighbour's piano practice
        Brazilian jazz from the seventies
        Bach's cello suites
        the kids' musical soundtrack against my will
        a Spanish radio station I found by accident
        nothing but the fridge humming
      `),
      drink: lines(`
        far too much coffee
        mint tea from the garden
        lukewarm tea I forgot about
        a very fancy hot chocolate
        fizzy water with lemon
        my dad's homemade ginger beer
        rooibos with honey
        the last of the good coffee
        iced coffee, despite the weather
        chai from the place on the corner
      `),
    },
  },
  {
    template: 'Day {day} of {habit}: {progress}',
    reuse: 1,
    slots: {
      day: ['3', '5', '9', '12', '17', '21', '30', '44', '60', '75', '100', '150'],
      habit: lines(`
        learning Portuguese
        no phone before breakfast
        cold showers
        drawing something every day
        running before work
        writing morning pages
        cooking everything from scratch
        learning the guitar
        going to bed before eleven
        walking to work
        reading a poem every night
        my language app streak
        stretching every morning
        no takeaway
        one photo a day
      `),
      progress: lines(`
        still hate it, still doing it.
        it has quietly started to feel normal.
        I can now order a coffee and apologise, which covers most situations.
        nobody warned me it would be the best part of my day.
        missed yesterday, starting again today, no drama.
        my family has stopped asking when I'll give up.
        the first day that felt easy. Suspicious.
        I'm not good at it yet, but I'm less bad than day one.
        accidentally told a friend about it for twenty minutes. Sorry, Maria.
        I think I'm actually getting somewhere.
        the hardest part is still just starting.
        treated myself to a new notebook for it. Motivation is mostly stationery.
        I now understand why people become evangelical about this.
        honestly, just proud I'm still here.
        the cat has joined in, in her own way.
      `),
    },
  },
  {
    template: 'Unpopular opinion: {opinion}',
    reuse: 1,
    slots: {
      opinion: lines(`
        the crust is the best part of the bread.
        summer is overrated and November is lovely.
        voice notes longer than a minute should be an email.
        a good sandwich beats a fancy dinner.
        board games are better with fewer rules.
        it is fine to leave a book unfinished.
        airports are kind of fun.
        the second album is usually better.
        mornings are wonderful once you are actually up.
        tea tastes better out of a chipped mug.
        cold pizza for breakfast is a balanced meal.
        the middle seat of the sofa is the best seat.
        rain is the best weather for a walk.
        Mondays are fine, it's Wednesdays that are hard.
      `),
    },
  },
  {
    template: 'Overheard at {place}: “{quote}”',
    reuse: 2,
    slots: {
      place: lines(`
        the bakery
        the bus stop
        the swimming pool
        the school gate
        the hardware shop
        the post office
        the office kitchen
        the park
        the supermarket queue
        the hairdresser's
        the dentist's waiting room
      `),
      quote: lines(`
        I'm not lost, I'm exploring with purpose.
        He says he's vegetarian except for bacon and sausages.
        If the cake is free, it's breakfast.
        My horoscope said to avoid ladders, so I'm working from home.
        We don't have a plan, we have a vibe.
        She's not late, she's on island time.
        I only run if something is chasing me, and even then I negotiate.
        The pigeon looked at me like it knew my secrets.
        I've decided to be a morning person starting next year.
        Nobody tells you that adulthood is mostly looking for the scissors.
        Grandma got a tablet and now she sends me memes at 5 a.m.
        It's not hoarding if the jars are labelled.
        I told him it was a shortcut. It was not a shortcut.
        Every time I clean the car, it rains. So I'm cleaning it today, for the garden.
      `),
    },
  },
  {
    template: 'Weekend plans: {plan}, {plan} and absolutely nothing else.',
    reuse: 2,
    slots: {
      plan: lines(`
        a long breakfast
        the flea market
        repotting the monstera
        a bike ride to the lake
        calling my grandmother
        finishing the jigsaw
        bread
        a nap on purpose
        the new exhibition at the museum
        pancakes
        the allotment
        a swim if it's warm enough
        clearing out the shed
        a very slow walk
        the last episode of the series
        making jam
        football with the kids
        writing three postcards
      `),
    },
  },
  {
    template: 'Things my {kid} said today: “{kidQuote}”',
    reuse: 2,
    slots: {
      kid: ['four-year-old', 'daughter', 'son', 'niece', 'nephew', 'toddler', 'six-year-old'],
      kidQuote: lines(`
        When I'm big I want to be a tree.
        Clouds are just the sky's pillows.
        Why is it called a bedtime if the bed doesn't have a watch?
        You're old, but in a good way.
        I didn't eat the biscuit, my tummy did.
        Are worms just long snails without the house?
        Can we go to the moon after lunch?
        I'm not crying, my eyes are just leaking happy.
        Dogs can talk, they just don't want to.
        The sun is following us because it likes our car.
        Grandpa's beard is where he keeps his stories.
        I will tidy up tomorrow, when I am five.
        If you close your eyes, the dark is your fault.
      `),
    },
  },
  {
    template: 'Rating today: {rated} {score}/10, {rated} {score}/10, {rated} {score}/10.',
    reuse: 2,
    slots: {
      rated: lines(`
        the weather
        my lunch
        the 8:15 train
        my patience
        the new coffee machine
        my hair
        the dog's behaviour
        my cooking
        the sunset
        Monday as a concept
        the meeting that could have been an email
        my posture
        the neighbour's music
        the bread I baked
        the queue at the post office
        my to-do list
        the walk home
        this cup of tea
      `),
      score: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
    },
  },
];

/** Afterthoughts that fit nearly any post; each is used once, under a few posts. */
export const enTails = lines(`
  Anyway, how was your day?
  That's it, that's the post.
  Not sure why I'm telling the internet this, but here we are.
  Back to work now, pretend you didn't see this.
  Tell me I'm not the only one.
  Happy Friday, whatever day it is for you.
  Future me, if you're reading this: you were fine.
  Wishing you all a gentle evening.
  Going to make a cup of tea and think about it.
  Sharing in case it makes someone smile.
  More updates if anything changes, which it won't.
  Be kind to yourselves this week.
  Small things, big mood.
  No further questions.
  I'll report back.
  Edit: it is still raining.
  Edit: my mum has found this post. Hi Mum.
  Edit: thank you for all the kind replies, I read every one.
  This has been my TED talk.
  Carry on.
`);
