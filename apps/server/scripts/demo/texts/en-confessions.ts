import { lines } from './lines';

/**
 * What people post anonymously: things they would not say under their name. Anonymous
 * posts draw from here first, so that they read like the real thing.
 */
export const enConfessions = lines(`
  I finally told my manager I am burning out. It went better than I feared. She had noticed.
  Some days I do not know if I am doing enough. Today is one of those days, and that is allowed.
  It's been a hard month. Writing it down here because it helps to say it out loud somewhere.
  Started therapy last month. I wish I had done it years ago. That's all, just putting it out there.
  I think I'm in the middle of a small quiet life change and I don't have words for it yet.
  Didn't get the job. Allowing myself one sad evening and then back at it.
  Grief is strange. Today I heard Dad's favourite song in a shop and had to stand in the cereal aisle for a while.
  Three years sober today. One day at a time still works.
  Sometimes you just need to sit in your car in the car park and have a little cry. That's fine.
  I pretend to love my job at every family dinner. I don't. I'm saving to leave by spring.
  I'm 34 and I still don't know how to make friends as an adult. Everyone else seems to have a group.
  My best friend doesn't know I'm the one who sent the flowers when her mum died. I hope they helped.
  I've been lonely since moving here. Saying it somewhere, anywhere, helps a little.
  I have no idea what I'm doing as a parent. I love them so much it scares me.
  I miss my ex's dog more than I miss my ex.
  I still sleep with the light on. I'm forty-one.
  Some weeks the only conversation I have is with the cashier. She doesn't know how much it matters.
  I quit my PhD last year and still haven't told my parents.
  I cried at the end of a cartoon about a robot today, and honestly I needed it.
  I'm proud of myself for getting out of bed today. That's the whole achievement, and it counts.
  Everyone thinks I'm the confident one. I rehearse phone calls in the shower.
  I've been paying for my little brother's rent for a year. He thinks it's a scholarship.
  Our marriage is in a rough patch and we're trying counselling. Hoping, carefully.
  I'm scared I'll never be as good at anything as I was at eighteen.
  Sometimes I take the long route home just so I have ten more minutes alone.
  I lied on my CV about speaking French. Started lessons the day I got the job. I'm nearly fluent now.
  I have a chronic illness nobody at work knows about. Today was a good day. I wanted to mark it.
  I secretly love when plans get cancelled.
  I'm the neighbour who feeds the stray cats. Please don't tell the landlord.
  I haven't spoken to my sister in four years over something I can't even remember properly.
  Eight months without a panic attack. If you're in the middle of it: it does get quieter.
  I'm terrified of driving on the motorway and I've been pretending my car is broken for months.
  I'm happier single than I ever was in that relationship, and I'm done apologising for it.
  I think I'm finally ready to forgive my father. Not for him. For me.
  I failed my driving test four times. Nobody at work knows. Passed on the fifth.
  Somebody left a kind note on my car after a terrible day. If you're reading this: thank you.
  I'm retiring next year and I have no idea who I am without this job.
  I spend more on plants than on food, and the plants are thriving.
`);
