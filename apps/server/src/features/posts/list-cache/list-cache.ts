/**
 * Answers of post lists as sent, kept per viewer and per request, and never served once
 * anything they show may have changed.
 *
 * Every change is stamped with the next number of one counter and filed under what it
 * touched: everything, the newest posts, one viewer, or one post. An answer remembers the
 * counter as it stood before its query began, and is served again only while nothing it
 * depends on carries a later stamp. Stamping happens after the change committed, so an
 * answer read before the commit, or between the commit and the stamp, always loses.
 *
 * Pages after a cursor hold posts older than the cursor, so a new post does not touch them;
 * except one that commits late, or comes from an instance whose clock runs behind, with an
 * id among older posts'. Such late posts are kept for a while and outdate the pages below
 * them.
 *
 * Entries also die of age, a bound on what a lost cross-instance message could cost. Ages
 * use a monotonic clock: a wall clock stepped back would let a stamp be pruned too early.
 */
export type ListDependencies = {
  /** The answer starts at the newest posts, or ranks them: any new post may belong in it. */
  head: boolean;
  /** The posts it shows (their counts and the viewer's flags are in it). */
  postIds: readonly string[];
  /** For a page after a cursor: the id it starts below. */
  before?: string | undefined;
  /** Reposts enter it (the Following feed, a profile): a repost outdates it like a new post. */
  reposts?: boolean;
};

/** The counter and the clock as a list's query began. */
export type Ticket = { stamp: number; at: number };

type Entry = ListDependencies & Ticket & { body: string; cost: number };

/** Stamps by key, in two generations so that the map is pruned without a timer. */
class Stamps {
  #current = new Map<string, number>();
  #previous = new Map<string, number>();
  #rotatedAt: number;

  constructor(
    private readonly lifetimeMs: number,
    now: number,
  ) {
    this.#rotatedAt = now;
  }

  get(key: string): number {
    return this.#current.get(key) ?? this.#previous.get(key) ?? 0;
  }

  set(key: string, stamp: number, now: number) {
    // A stamp older than an entry's lifetime can no longer outdate a living entry.
    if (now - this.#rotatedAt >= this.lifetimeMs) {
      this.#previous = this.#current;
      this.#current = new Map();
      this.#rotatedAt = now;
    }
    this.#current.set(key, stamp);
  }
}

export type ListCacheOptions = {
  maxBytes: number;
  maxAgeMs: number;
  /** Ids sort by time: a new post's id below this one arrived late. */
  newestPostId: string;
  now?: () => number;
};

export class ListCache {
  #counter = 0;
  #everything = 0;
  #head = 0;
  /** Like #head, for lists reposts enter only. */
  #repostHead = 0;
  #newestPostId: string;
  readonly #latePosts: { id: string; stamp: number; at: number; repost: boolean }[] = [];
  readonly #viewers: Stamps;
  readonly #posts: Stamps;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #paused = false;
  readonly #now: () => number;

  constructor(private readonly options: ListCacheOptions) {
    this.#now = options.now ?? (() => performance.now());
    this.#newestPostId = options.newestPostId;
    this.#viewers = new Stamps(options.maxAgeMs, this.#now());
    this.#posts = new Stamps(options.maxAgeMs, this.#now());
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && !this.#paused;
  }

  /**
   * While changes made elsewhere may go unheard, nothing is served or kept; whatever was
   * kept is outdated both when hearing stops and when it resumes.
   */
  setHearing(hearing: boolean) {
    this.#paused = !hearing;
    this.everythingChanged();
  }

  /** Taken before a list's query starts, and handed to `put` with its answer. */
  ticket(): Ticket {
    return { stamp: this.#counter, at: this.#now() };
  }

  /** Answers served from the cache, and lists that had to be queried; for metrics. */
  readonly lookups = { hits: 0, misses: 0 };

  get(viewerId: string, request: string): string | undefined {
    const key = `${viewerId}\n${request}`;
    const entry = this.#entries.get(key);
    if (entry && !this.#paused) {
      if (this.#fresh(viewerId, entry)) {
        this.lookups.hits += 1;
        return entry.body;
      }
      this.#drop(key, entry);
    }
    this.lookups.misses += 1;
    return undefined;
  }

  put(ticket: Ticket, viewerId: string, request: string, body: string, deps: ListDependencies) {
    const key = `${viewerId}\n${request}`;
    // Strings may take two bytes a character; an id and its slot take about 64.
    const cost = 2 * (key.length + body.length) + 64 * deps.postIds.length;
    if (!this.enabled || cost > this.options.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    const entry: Entry = { ...deps, ...ticket, body, cost };
    this.#entries.set(key, entry);
    this.#bytes += cost;
    // Oldest first out: entries live a short while, so first in is close to least used.
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#drop(oldestKey, oldest);
    }
  }

  /** Something anyone's lists may show changed: a privacy setting, a block, a removal. */
  everythingChanged() {
    this.#everything = ++this.#counter;
  }

  /** A new post: answers that start at the newest posts may lack it. */
  newPost(postId: string) {
    this.#newEntry(postId, false);
  }

  /**
   * A repost (its own id) entered lists, or an undone one (at its post's id) may give back an
   * older entry of its post: only lists reposts enter are outdated, the way a post would.
   */
  newRepostEntry(entryId: string) {
    this.#newEntry(entryId, true);
  }

  #newEntry(entryId: string, repost: boolean) {
    const stamp = ++this.#counter;
    this.#repostHead = stamp;
    if (!repost) this.#head = stamp;
    // Equal: the same post heard again.
    if (entryId >= this.#newestPostId) {
      this.#newestPostId = entryId;
      return;
    }
    const now = this.#now();
    const late = this.#latePosts;
    while (late.length > 0 && now - (late[0] as { at: number }).at >= this.options.maxAgeMs) {
      late.shift();
    }
    late.push({ id: entryId, stamp, at: now, repost });
  }

  /** What this viewer sees changed: their mutes, saves, follows. */
  viewerChanged(viewerId: string) {
    this.#viewers.set(viewerId, ++this.#counter, this.#now());
  }

  /** One post's counts or content changed. */
  postChanged(postId: string) {
    this.#posts.set(postId, ++this.#counter, this.#now());
  }

  get size(): number {
    return this.#entries.size;
  }

  #fresh(viewerId: string, entry: Entry): boolean {
    const { stamp } = entry;
    // Measured from the query's start: stamps are pruned by age, counted from when set.
    if (this.#now() - entry.at >= this.options.maxAgeMs) return false;
    if (this.#everything > stamp) return false;
    if (entry.head && (entry.reposts ? this.#repostHead : this.#head) > stamp) return false;
    if (this.#viewers.get(viewerId) > stamp) return false;
    for (const postId of entry.postIds) if (this.#posts.get(postId) > stamp) return false;
    const { before } = entry;
    if (before) {
      // Newest first, and only those stamped after the entry's query began.
      for (let i = this.#latePosts.length - 1; i >= 0; i--) {
        const late = this.#latePosts[i] as { id: string; stamp: number; repost: boolean };
        if (late.stamp <= stamp) break;
        if (late.id < before && (entry.reposts || !late.repost)) return false;
      }
    }
    return true;
  }

  #drop(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.cost;
  }
}
