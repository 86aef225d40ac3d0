import { lines } from './lines';

/** English posts, each written once: the seed uses every line at most one time. */
export const enPosts = lines(`
  Morning coffee and a long walk by the river. The herons were out before I was. ☕️
  Finished my first 10k today! Legs are jelly, heart is full. 🏃
  Does anyone have a sourdough starter tip? Mine smells like nail polish remover and I am scared of it.
  The light at sunset over the old town was unreal. No photo did it justice, so I just stood there.
  Reading “The Left Hand of Darkness” again. Still brilliant, still makes me cold just reading it.
  Trying to learn the cello at 40. The neighbours have been very polite about it so far. 🎻
  Photography tip nobody asked for: shoot in the blue hour, twenty minutes after sunset. Thank me later.
  Our cat learned to open the fridge. We are now a household with a child lock on a fridge. 🐈
  Local library has a seed swap on Saturday — bring your tomato seeds, take someone else's beans!
  Three hours of debugging and it was a missing comma. I am going to lie down on the floor for a bit.
  Grateful for friends who turn up with soup and leave without making you talk.
  Hot take: pineapple belongs on pizza, and so does a little chilli honey. 🍍🍕
  Anyone else feel like this week lasted a month?
  Planted twelve trees with the school kids this morning. One of them named his tree Gerald. 🌳
  The bakery on the corner closes next month. Thirty-one years of cinnamon buns. End of an era.
  New week, new notebook. The first page always gets my best handwriting and then it all goes downhill.
  Night sky was so clear last night I could see the Milky Way from the back garden ✨
  Bought a second-hand bike for 40 euros. It squeaks in a key I can only describe as minor.
  My grandmother just sent me her first ever voice message. It is four minutes long and mostly about the weather.
  Just realised I have been pronouncing “quinoa” wrong in my head for ten years.
  The train was late, so I read two chapters and ate a pear. Honestly a better commute than usual.
  If you are reading this at 2 a.m., go drink some water and go to bed. I say this with love.
  Tried the new ramen place near the station. The broth is worth the queue, the queue is not worth the rain.
  Cleared out the hall cupboard and found eleven umbrellas. We own eleven umbrellas. I get wet every time it rains.
  Spent the afternoon teaching my dad how to make a video call. We got there. Mostly ceiling, but we got there.
  Swimming in the lake before work is the best decision I have made all summer.
  The first snow is always magic, until you have to shovel it. ❄️
  Made my own pasta for the first time. It took three hours and it was gone in seven minutes.
  Started a tiny herb garden on the windowsill. Basil: thriving. Coriander: filed a complaint.
  I want to be the kind of person who enjoys running in the rain. I am not yet that person.
  Went to a concert alone for the first time. Nobody cared, I danced anyway, 10/10 recommend.
  Finished the jigsaw puzzle. One piece is missing. I suspect the dog.
  Woke up to the sound of rain and the smell of my neighbour's bread. A perfect Sunday is possible.
  Our office plant died and we held a small ceremony. Somebody brought biscuits.
  Today I learned octopuses have three hearts. Going to think about that for the rest of the day.
  Hiked to the lake above the village. Pictures don't show the wind, or my face at the last hill.
  Read for an hour in the park and did not check my phone once. Felt like a small holiday.
  Just booked a train across the Alps for October. Already planning snacks.
  My daughter asked why the moon follows the car. I gave a very confident answer that was mostly wrong.
  Missed the bus, caught the sunrise. Fair trade.
  The cherry tree in the courtyard is blooming and everyone is suddenly friendlier. 🌸
  I made a spreadsheet of my spreadsheets. This is a cry for help, or a very good idea.
  Volunteered at the food bank this morning. Packed 200 boxes and met the loveliest retired sailor.
  Learning to knit. Current project: a scarf. Current length: one very lumpy square.
  Honest question: how do people keep houseplants alive through the winter? Mine give up in November.
  Today marks one year since I moved to this city. Still get lost, still love it.
  The farmers' market had the first strawberries of the year and I have no self-control.
  I keep meaning to call old friends and then I don't. Calling one tonight. Holding myself to it.
  Our choir sang in the old church tonight. The acoustics made us sound far better than we are.
  Fixed the wobbly table with a folded postcard from 2014. Engineering.
  Slow morning, fresh bread, nowhere to be. This is the whole post.
  Gave a talk at work today and my voice only shook for the first minute. Progress.
  The fog this morning made the whole city look like a watercolour.
  Tried to cut my own fringe. Do not try to cut your own fringe.
  Walked past a street piano and someone was playing Debussy. Stopped for three songs and was late for everything.
  My son lost his first tooth and now wants to know the exchange rate with the tooth fairy.
  Finally watched the film everyone told me to watch. Everyone was right, which is annoying.
  Our street had a clean-up day. Found a teapot, a ten-pound note and a very old love letter.
  Does anybody else write lists of things they already did just to cross them off?
  The autumn leaves on the walk to work are doing their absolute best this week 🍂
  Made soup out of whatever was left in the fridge and it might be the best soup I've ever made. Unrepeatable.
  My running app congratulated me on a personal best. It was a personal best at walking.
  Spent the evening fixing my neighbour's bike. In return: a jar of plum jam. Best deal all year.
  Kids built a blanket fort that now takes up the entire living room. We live here now.
  Started journaling again. Day three. Mostly complaints about the weather, but it's a start.
  Reminder that rest is not a reward you earn. It's maintenance.
  Went to the museum for the dinosaurs, stayed for the tiny Dutch paintings of herrings.
  Had a long talk with a stranger at the bus stop about tulips. Faith in humanity restored, slightly.
  The internet went down for an hour and I rediscovered that I own board games.
  Our old dog is fourteen today. Grey snout, same silly ears. Happy birthday, Biscuit. 🐶
  Eating breakfast outside for the first time this year. Spring is officially open.
  Why does every software update move the one button I use?
  Cycled to work for the whole week. My legs hate me, my head has never been clearer.
  Somebody left a box of free lemons on the wall outside. This neighbourhood is the best.
  Took my mum to the seaside. She paddled in her work trousers and laughed like a kid.
  The best thing I did this week was go to bed at half past nine.
  Finished a 1,000-page novel and now I don't know what to do with my evenings.
  There is a fox that sits on our garden wall every evening at seven. We have named him Mr Hobbs.
  Rainy day, candle lit, bad film on. Zero productivity and proud of it.
  (f) My sister had her baby this morning! Everyone is healthy and I am an auntie! 💛
  Painted the kitchen yellow. It looked pale in the tin and is now extremely, aggressively yellow.
  Thunderstorm rolling in over the hills. The air smells like metal and cut grass.
  Can someone explain why printers know when you're in a hurry?
  The new climbing gym opened down the road. Went once, now I can't lift my arms to type this.
  (m) I was asked to be a best man and I have never written a speech in my life. Tips welcome.
  Moving house next week. Every box I pack contains, somehow, more cables.
  Met my online language partner in person today. We talked for four hours in three languages.
  Today's small win: I returned the library books on time.
  Breakfast for dinner tonight. Pancakes at 8 p.m. is a valid life choice.
  Sat on a bench in the sun and ate an orange. Sometimes that is all a day needs.
  I am thirty-five and just learned how to whistle properly. Never too late.
  Snowed in. Made bread, played cards, called my brother. Not a bad day to be stuck.
  The kindness of strangers today: a man ran half a block to give me the glove I'd dropped.
  If I had a coin for every time I said “let me just finish this one thing” I could retire.
  First night camping with the kids. Saw three shooting stars and heard one very loud owl.
  Took the long way home just to walk under the plane trees.
  I have officially been in this job ten years. Cake in the break room at three if you're around.
  Repaired my favourite jeans instead of buying new ones. The patch is crooked and I love it.
  Found my old school diary. Twelve-year-old me had very strong opinions about lunch.
  My houseplant put out a new leaf and I am acting like it won an award.
  Watched the sunrise from the hill behind the hospital after a night shift. Worth every step.
  Our little book club has been going for five years. Same six people, same bad biscuits. Wouldn't change it.
  My toddler's new word is “actually”. Every sentence starts with it now.
  Wrote a letter by hand for the first time in years. My handwriting has not improved.
  Apparently the trick to good rice is to stop looking at it.
  Sunday plan: absolutely nothing, executed flawlessly.
  Tried cold-water swimming with my friends. Screamed. Will go again.
  The most underrated pleasure: clean sheets after a long week.
  Lost my keys, found them in the fridge. It has been that kind of week.
  Made a playlist for the drive to my parents. Four hours of songs from the year I turned sixteen.
  Passed my driving test on the third try! Third time lucky is real. 🚗
  Long day at the hospital. To everyone who said a kind word to a tired nurse today: thank you.
  Started learning Japanese. I can say “the cat is under the table”, which is oddly useful.
  Finally put up the shelves that have been leaning against the wall since March.
  The sea was so flat this morning it looked like you could walk to the island.
  A little boy on the tram told me my hat was “very serious”. I don't know how to feel.
  Went foraging for wild garlic with my neighbour. The whole car smells of it now.
  I was nervous about turning forty. Turns out forty feels like thirty-nine with better shoes.
  Helped an older lady with her shopping and she told me the whole history of the street. Loved it.
  Two weeks without doomscrolling before bed. Sleeping better. Still miss the dog videos.
  There's a violinist who plays in the underpass every Friday. Today he played my grandmother's favourite song.
  Tried to make croissants. Made something, definitely. Not croissants.
  Our street's group chat has been arguing about a missing garden gnome for three days.
  Walked home through the snow and it was so quiet I could hear my own steps.
  To whoever keeps leaving chalk drawings on the pavement by the school: you are making my mornings.
  Exam results tomorrow. Trying to think about anything else. Currently failing.
  Can't believe how much my little brother has grown. He's taller than me now and won't let me forget it.
  Quiet evening, pot of tea, window open, rain on the roof. 🌧
  Rearranged the living room and now it feels like a new flat. Free holiday.
  First harvest from the allotment: three potatoes and one heroic courgette.
  Tried a ten-minute meditation. Spent nine of those minutes thinking about lunch. Still counts.
  My best friend and I have been writing to each other every week since we were eleven. Thirty years now.
  Got the job. I got the job! Starting in January. I can't stop smiling.
  The train conductor did a little speech about the sunset out the window and the whole carriage looked.
  Took up pottery. My first bowl is perfectly round if you look at it from one very specific angle.
  Someone in my building practises the trumpet at 7 a.m. Every day. Always the same four notes.
  The river flooded the path again so I walked through the woods instead and found a carpet of bluebells.
  Making my grandmother's lentil soup from her handwritten card. The card says “salt: enough”.
  Finished the marathon! Slowly, stubbornly, and with a blister the size of a coin. 🏅
  Is it just me or has everyone started a podcast?
  Fixed the leaking tap myself with a video and a lot of swearing. Feeling unstoppable.
  My cat has decided the laptop is hers. Working from the sofa arm now.
  Went back to my hometown and the sweet shop is still there. Same owner, same jar of lemon drops.
  I always forget how much I love the sea until I'm standing in front of it.
  Finished a big project at work and nobody noticed. Noticing it myself. Well done, me.
  The peonies I planted three years ago finally flowered. Patience, apparently, works.
  I have a theory that every family has one relative who reheats coffee in the microwave and it's fine.
  Tonight's dinner: pasta with whatever was in the fridge, eaten standing up. Living the dream.
  Rain stopped for exactly the length of my walk. The universe owed me one.
  My eight-year-old asked me what I wanted to be when I grow up. Still thinking about my answer.
  Went to a silent disco in the library. Peak civilisation.
  Spent the day at my friend's farm. Held a lamb. Need nothing else from this year.
  Does anyone know a good repair café in the north of the city? My toaster deserves another chance.
  The moon tonight is enormous and orange and the whole street came out to look at it. 🌕
  Learning to say no without explaining myself. It's going about as well as you'd think.
  Ate lunch on the steps of the cathedral, pigeons included.
  Our team finally won a match! First time in two seasons. The pub was loud.
  I love how the city sounds at 6 a.m. Delivery vans, birds, and one very happy whistler.
  Trying to read more poetry this year. Started with Mary Oliver. Already underlining everything.
  Wore shorts today, prematurely. Regret. Will do it again tomorrow.
  My kids made me breakfast in bed. The kitchen is a crime scene. Best breakfast ever.
  Celebrating five years in remission today. Thank you to everyone who held my hand. 🎗
  Took a day off for no reason at all. Highly recommend it.
  Spent an hour watching ducks. Work can wait, ducks cannot.
  The bookshop cat sat on the exact book I came in to buy. Bought a different one out of respect.
  Tried to explain my job to my grandfather. He now thinks I fix computers for a bank. Close enough.
  It's my birthday and I'm spending it with a good book and a very large slice of cake. 🎂
  Finally learned to make a decent omelette. Watched one video eleven times.
  Going through old photos and found one of my parents dancing in their kitchen in 1987.
  I think every city should have a public piano and a place to sit by water.
  Walking the dog in the dark and a hedgehog crossed our path. Both of us froze. The hedgehog won.
  Current mood: cup of tea gone cold because I forgot it while reading.
  Made a friend at the laundrette today. We bonded over a lost sock.
  Built a bird box with my daughter. A blue tit moved in within a week. We are unreasonably proud.
  Friendly reminder that it's okay to leave the party early.
  Dropped my phone in the lake. Saying goodbye to three years of photos of soup.
  Today's weather: all four seasons before lunch.
  Finally tried the Ethiopian place on the corner. Injera, lentils, and a waiter who taught me three words of Amharic.
  I keep a list of nice things people say to me. Read it tonight. Needed it.
  The garden is full of bees this week and I'm weirdly emotional about it. 🐝
  Twenty years since I moved here with one suitcase. Now I can't fit in the car when I visit home.
  Decided to learn one new recipe a week this year. Week one: a very ambitious curry.
  Taught a room of ten-year-olds about volcanoes today. Their questions were better than most conferences.
  Wrote 500 words of my novel tonight. It's been a year since the last 500. We're back.
  Everybody in my family is talking about the holidays and I'm just trying to survive Tuesday.
  The new bridge opened and half the town walked across it just to say they did. Me included.
  Our neighbour plays the accordion on his balcony on summer evenings. Nobody has ever complained.
  Saw a rainbow on the way to a job interview. Choosing to take it as a sign.
  Sitting in a café watching the rain and pretending I'm in a film.
  My tomato plants are taller than me this year. Nobody knows what I did differently, least of all me.
  Spent two hours on the phone with customer service and came out with a refund and a new friend called Derek.
  The most peaceful sound is a washing machine finishing when you're already in bed.
  Looked after my friend's toddler for the afternoon. Respect to every parent. Every single one.
  Sat with my grandad while he told me about his first job. Recorded it this time. Glad I did.
  Went to a poetry reading expecting nothing and left with goosebumps.
  Changing careers at 45. Terrified. Excited. Mostly terrified. Let's go.
  A kid on the beach gave me a shell “for good luck”. It's on my desk now.
  The evening walk is the only meeting I never cancel.
`);
