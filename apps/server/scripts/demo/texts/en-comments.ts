import { lines } from './lines';

/** English comments that fit nearly any post; each is written once. */
export const enComments = lines(`
  This made me smile on a very grey day.
  Saving this for later, thank you.
  Okay, but now I need to know more.
  I felt this in my bones.
  You should write a book, honestly.
  This is the most relatable thing I've read all week.
  Sending you a big hug from across town.
  Congratulations, that's huge! 🎉
  Oh I love this so much.
  My grandmother used to say exactly the same thing.
  Please keep posting things like this.
  Can confirm, happened to me last month.
  I laughed out loud on the bus, thanks for that.
  Proud of you, genuinely.
  You are not alone in this, I promise.
  Adding this to my list of things to try.
  Wait, where is this? It looks lovely.
  This is the content I signed up for.
  Such a small thing, but it matters.
  I read this twice and it got better the second time.
  The way you tell stories is a gift.
  Respect. I could never.
  Same thing happened at my house, word for word.
  Oh no 😂 I'm so sorry, but also 😂
  Take care of yourself, okay?
  Thank you for being honest about this.
  This is why I still like the internet.
  Made my morning, honestly.
  Hope tomorrow is kinder to you.
  I need an update on this as soon as possible.
  Well, now I'm hungry.
  Okay, this is adorable.
  I'm stealing this idea, hope that's okay.
  I didn't know I needed to hear this today.
  Ha! Been there.
  You have the best neighbours.
  This is the kind of thing I want to remember when I'm old.
  I'm going to think about this all day.
  Good for you, seriously.
  Sounds like a perfect day to me.
  Not me reading this at midnight instead of sleeping.
  This is so wholesome I can't cope.
  Tell us more, we're all listening.
  How do you always find the good stuff?
  Small wins are still wins!
  The bit at the end got me.
  I would watch a whole series about this.
  Be gentle with yourself this week.
  Ah, this reminds me of summers at my aunt's place.
  Sending strength. 💪
  Writing this down so I remember it.
  I hope you did something nice for yourself after.
  Okay, I'm convinced. Trying it this weekend.
  Honestly iconic.
  That's a proper story, that is.
  The universe is on your side today.
  I've been thinking the same thing for weeks.
  Love how honest this is.
  Wishing you all the luck in the world.
  My dad will love this, sending it to him.
  This is exactly what I needed after the day I've had.
  Counting down until the next update.
  Best thing I've read today, by far.
  This deserves more likes.
  I'm so happy for you!
  A whole mood.
  You made that sound so easy, I know it wasn't.
  Brilliant. Just brilliant.
  I'd never thought of it that way.
  Absolutely agree with every word.
  Can't stop smiling at this.
  Going to show this to my partner right now.
  That sounds lovely, I'm a bit jealous.
  Hold on, I have so many questions.
  Same time next year?
  Oh, I know that feeling too well.
  You always make the ordinary sound special.
  Take the win!
  I'm cheering for you from here. 📣
  This is such a kind thing to share.
  Please tell me there's a part two.
  Okay, you've convinced me to go outside.
  Sounds like the start of a great novel.
  Well done, that takes courage.
  Reading this with my morning coffee. Perfect pairing.
  Big respect for this.
  Aww, my heart.
  I'm printing this out and sticking it on the fridge.
  This is giving me hope.
  I relate to this on a spiritual level.
  Oh, to be that relaxed.
  You deserve every bit of it.
  The details in this are perfect.
  This is very you, in the best way.
  I needed this laugh, thank you.
  Here for this kind of energy.
  My cat would never, she's far too lazy.
  This is the energy I'm bringing into next week.
  We did the same last summer and still talk about it.
  Ha, my brother is exactly like this.
  Okay, that last line made me snort.
  Genuinely lovely. Thanks for the little lift.
  I think about this kind of thing more than I should.
  I'm going to quote you on this, fair warning.
  You make it sound like a film scene.
  There's a whole novel hiding in this post.
  I needed a reminder that good days exist.
  Honestly, how are you this organised?
  It's the little details that make it.
  Now I miss my grandparents. In a good way.
  So glad you shared this with us.
  Did you take any pictures? I'd love to see.
  Ten out of ten, no notes.
  This is going in my happy folder.
  I'm sure everyone who knows you is proud.
  You and me both, friend.
  That's the nicest thing I've read all day.
  Can we all just agree this is perfect?
  Going to try this with the kids at the weekend.
  Oh, I wish I'd been there.
  Something about this is so comforting.
  You always notice the things other people walk past.
  Can't wait to hear how it goes.
  I'm cackling. Thank you.
  Keep us posted, please!
  Honestly, this is why I come here.
  Oh, I remember that feeling from when I started.
  This is the kind of week I want.
  You've inspired me to call my mum.
  Ah, I love a quiet win.
  Totally stealing your weekend plan.
  That sounds absolutely dreamy.
  My neighbour did exactly this last year and loved it.
  You're doing better than you think.
  Such a warm little story.
  I would pay money to see that.
  This is a very specific kind of joy and I'm here for it.
  Had to read this out loud to my flatmate.
  Not the ending I expected, but I love it.
  This is peak autumn and I'm obsessed.
  I can practically smell it from here.
  The bravest thing I've read all week.
  Where do you find the time? Asking for me.
  Okay, I'm booking a day off.
  What a lovely way to start the morning.
  That's a keeper of a memory.
  My heart did a little skip reading this.
  Oh, this is so like my dad.
  A reminder I didn't know I needed.
  I'm a bit emotional now, thanks.
  You've got a gift for this.
  I can hear the rain just reading it.
  Ha, story of my life.
  This deserves to be framed.
  I once did the very same thing, with worse results.
  Solid advice, would follow again.
  Oh, the drama! I love it.
  That sounds like a perfect little world.
  So much love for this.
  You're officially my hero of the day.
  I'm screenshotting this for my sister.
  Please never stop posting.
  I'd like to subscribe to more of your life updates.
  Gorgeous. That's all.
  Can confirm, this is a universal truth.
  Made me laugh and then think. Good combination.
  Good for you for saying it out loud.
  This is such a good reminder to slow down.
  You've convinced me, I'm doing it tomorrow.
  Such a mood, honestly.
  How lovely, and how very you.
  I really hope there's a sequel to this.
  It's always the smallest things, isn't it?
  Now I'm craving a long walk.
  Hats off to you.
  Sending good thoughts your way.
`);

/**
 * Two halves of a comment: a start and an end that go with any start. A comment joins one
 * of each, and each half is used at most three times, so no comment repeats another.
 */
export const enCommentStarts = lines(`
  Oh, this is lovely,
  Honestly,
  Okay,
  Ha,
  Aww,
  Wow,
  Not going to lie,
  I have to say,
  Oh my goodness,
  Right,
  Look,
  Yes,
  Oh wow,
  Truly,
  Listen,
  Ah,
  Well,
  Okay wow,
  Seriously,
  Hey,
`);

export const enCommentEnds = lines(`
  you've made my morning.
  I needed to read this today.
  thank you for sharing it.
  this is exactly my week too.
  I'm saving this one.
  this is the best thing on here.
  you've got me thinking now.
  I'm going to tell everyone about this.
  that's a great way to see it.
  you should be proud.
  this cheered me right up.
  that's such a good idea.
  I'm going to try this tomorrow.
  now I want to do the same.
  this is such a lovely thing to read.
  I'm smiling like an idiot.
  this is the kind of post I'm here for.
  that sounds like a proper good day.
  I'm weirdly invested now.
  you've made me want to go outside.
  I hope you're proud of yourself.
  this feels like a warm cup of tea.
  I'm telling my partner about this tonight.
  this is very relatable.
  I'm keeping this one in my head all week.
  that is just the best.
  you put it so well.
  I needed that today.
  this has cheered up my commute.
  we need more of this around here.
`);

/** Answers in a thread: the post's author or someone else replying to a comment. */
export const enReplies = lines(`
  Thank you, that really means a lot.
  Right?! I thought I was the only one.
  Ha, exactly what I said!
  Good question, I'll find out and let you know.
  Haha no, the other one.
  You're too kind, honestly.
  I'll tell you all about it next time I see you.
  We should go together next time!
  It's near the old station, you can't miss it.
  I promise it's easier than it looks.
  You have to try it, seriously.
  Oh, I hadn't thought of that. Good point.
  It's been a long week, but this helps.
  Thanks for checking in, I'm doing better.
  Definitely doing it again next year.
  I'm laughing so much at this.
  That's the spirit!
  I'll save you a slice.
  Same here, it's a relief to hear someone else say it.
  Agreed, and I'm not taking any questions.
  You're right, I should have known.
  I'll post an update, promise.
  Hah, my partner said the exact same thing.
  The secret is patience, and a lot of butter.
  Thank you! It took forever, but it was worth it.
  No idea, but I'm choosing to believe it.
  That's lovely to hear, thank you.
  Honestly, it could have gone either way.
  Please do, and tell me how it goes!
  It was the best part of my week.
  I'm keeping it forever now.
  Noted, adding it to the list.
  We'll see, I'm hopeful.
  I was thinking exactly the same thing this morning.
  Totally agree with you there.
  Ha, you know me too well.
  Honestly, I'm still recovering.
  It really was, thank you for noticing.
  Yes! Exactly that.
  Oh no, I didn't mean it like that, promise.
  I'll bring you some next time.
  We should start a club.
  You're the second person to say that today.
  That's a very good idea, stealing it.
  I'm blushing, stop it.
  Deal. Saturday?
  Funny you say that, I was just thinking of you.
  My mum said the same, so it must be true.
  That's exactly why I posted it.
  I'll take that as a compliment.
  Trust me, it looked worse in person.
  You would have loved it.
  Next time I'm bringing a proper camera.
  It's on the corner by the bakery, with the green door.
  We're going again in spring if you want to join.
  Ha, I'm not brave, just stubborn.
  Thanks, it helps to hear that.
  Oh, that's so kind of you.
  I know, I'm as surprised as you are.
  It took three attempts, honestly.
  Shh, don't tell anyone.
  Right, I'm writing that down.
  That's the plan, anyway.
  Haha, only a little bit.
  It's a long story, remind me to tell you.
  Not yet, but soon I hope.
  Good luck getting me to stop now.
  That's what everyone keeps telling me.
  Oh, you're right, I completely forgot.
  Nope, never again. Well, maybe once more.
  I wish! Maybe next year.
  I owe you a coffee for that.
  It was even better than it sounds.
  Ha, now I'm curious too.
  Yes, please, I'd love that.
  Very true, and a little bit annoying.
  I'll let you know how the second try goes.
  You've made my evening with this.
  Hah, the cat agrees with you.
  Don't worry, I'll save you a seat.
`);
