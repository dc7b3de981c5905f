/* The double-dummy solver's fast search in C: binokel_desktop.ai._solver_core.
 *
 * A line-by-line port of Solver._run in binokel_desktop/ai/solver.py (the pure
 * Python reference and fallback): the same alpha-beta, move order, table
 * entries and node counting, so both backends give the same values and visit
 * the same number of nodes (tests/ai/test_solver_backends.py checks both).
 * Hands are merged (identical copies canonical, merge_copies) and one 64-bit
 * word a seat. The search runs without the GIL: a bot's thread never stalls
 * the window.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <sys/mman.h>
#include <time.h>
#endif

typedef uint64_t u64;

#define MAXH 4
#define INF (1 << 30)
#define EVEN 0x5555555555555555ULL
/* A hands array holds the nh hands, then three words kept up to date by each
   play: the hands' Zobrist hash, the points and the cards still out. */
#define HK MAXH
#define PO (MAXH + 1)
#define CL (MAXH + 2)
#define NW (MAXH + 3)

/* A table slot, 16 bytes (four to a cache line): the position's 64-bit Zobrist
   hash (hands and leader) and a 16-bit check from a second, multiplicative hash
   of the hands stand for the position. Two positions of one search that agree
   in all 80 bits (about 1e-11 for a search of 20 M nodes) would share a slot;
   the full hands (8 bytes a seat) made the slots two to four times as large,
   and the search spent a third of its time waiting for them (issue 26).
   Values are far below NOHI; hi == NOHI stands for no upper bound (INF). */
typedef struct {
    u64 key;
    int16_t lo, hi;
    int8_t bf, used;
    uint16_t check;
} Entry;
#define NOHI INT16_MAX
/* The table's most positions by default (as solver.MAX_ENTRIES): three quarters of
   2^24 slots, 256 MiB. Past it a new position replaces the one in its home slot: a
   minutes-long question (the review's closer look) must not take gigabytes of a
   family laptop. */
#define MAX_ENTRIES ((size_t)3 << 22)

typedef struct {
    PyObject_HEAD
    /* the fixed facts (Game) */
    int nh, players, trump, tv, lb;
    int must_head, head_ruff, must_trump, must_over, must_under, exemption;
    int bettel, bettel_cut;
    int order[MAXH], maxi[MAXH], scores[MAXH];
    int pts[64];
    u64 beats[64], above[64], suit[4], tmask;
    int tb[130];
    int ngroups;
    int gval[64];
    u64 gmask[64], zero_mask;
    /* the faces (even bits) in fixed orders, so that ordering moves is a filter,
       not a sort; ties by the card, as in the Python search's stable sorts.
       Leads: by (rank, -points), (-points, rank), (points, rank); follows: by
       -points and by points. */
    int8_t ord_rank[32], ord_dear_r[32], ord_cheap_r[32], ord_dear[32], ord_cheap[32];
    /* the table, kept between calls like Solver.tt */
    unsigned char *tab;
    size_t cap, count, max_entries;
    /* one search */
    u64 nodes, node_cap;
    int use_clock, use_wall, use_cpu;
    double deadline, cpu_deadline;
    int k0, tpts0;
    int busy, failed;
    jmp_buf abort;
} Core;

static double now(int kind) {
#ifdef _WIN32
    if (kind == 1) {
        FILETIME c, e, k, u;
        GetThreadTimes(GetCurrentThread(), &c, &e, &k, &u);
        ULARGE_INTEGER a, b;
        a.LowPart = k.dwLowDateTime; a.HighPart = k.dwHighDateTime;
        b.LowPart = u.dwLowDateTime; b.HighPart = u.dwHighDateTime;
        return (double)(a.QuadPart + b.QuadPart) * 1e-7;
    }
    LARGE_INTEGER f, t;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart / (double)f.QuadPart;
#else
    struct timespec ts;
#ifdef CLOCK_THREAD_CPUTIME_ID
    clock_gettime(kind == 1 ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
#else
    clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

/* Not __builtin_popcountll: without -mpopcnt it is a call into libgcc. */
static inline int popc(u64 x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
static inline int high_bit(u64 x) { return 63 - __builtin_clzll(x); }
static inline int low_bit(u64 x) { return __builtin_ctzll(x); }

/* -- the table --------------------------------------------------------------- */

/* Zobrist keys: a position's hash is the XOR of one random word per (seat,
   bit) of the merged hands and one per leader. The hands' part rides along in
   word HK of every hands array (P[HK]), updated by one XOR a play, so a
   probe costs no hashing. */
static u64 ZK[MAXH][64], ZS[MAXH];

static void zobrist_init(void) {
    u64 x = 0x2545F4914F6CDD1DULL;
    for (int i = 0; i < MAXH * 64 + MAXH; i++) {
        u64 z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        if (i < MAXH * 64) ZK[i / 64][i % 64] = z;
        else ZS[i - MAXH * 64] = z;
    }
}

static u64 hands_hash(const Core *S, const u64 *P) {
    u64 x = 0;
    for (int i = 0; i < S->nh; i++)
        for (u64 h = P[i]; h; h &= h - 1) x ^= ZK[i][__builtin_ctzll(h)];
    return x;
}

static inline size_t hash_key(const u64 *P, int seat) { return (size_t)(P[HK] ^ ZS[seat]); }

static inline Entry *slot(const Core *S, size_t i) { return (Entry *)S->tab + i; }

/* The check: not a XOR of fixed words like the Zobrist hash, so that hands whose
   Zobrist words happen to cancel out differ here all the same. */
static inline uint16_t hands_check(const Core *S, const u64 *P) {
    u64 x = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < S->nh; i++) x = (x ^ P[i]) * 0xBF58476D1CE4E5B9ULL;
    return (uint16_t)(x >> 48);
}

static Entry *find_slot(Core *S, u64 key, uint16_t check) {
    size_t m = S->cap - 1;
    size_t i = (size_t)key & m;
    for (;;) {
        Entry *e = slot(S, i);
        if (!e->used || (e->key == key && e->check == check)) return e;
        i = (i + 1) & m;
    }
}

static inline Entry *find(Core *S, const u64 *P, int seat) {
    return find_slot(S, hash_key(P, seat), hands_check(S, P));
}

/* The table is probed at random, far beyond the caches: with 4 KiB pages
   nearly every probe also misses the TLB. Large tables ask for huge pages. */
static unsigned char *table_alloc(size_t n) {
    size_t bytes = n * sizeof(Entry);
#if !defined(_WIN32) && defined(MADV_HUGEPAGE)
    if (bytes >= (2u << 20)) {
        void *p = NULL;
        if (posix_memalign(&p, 2u << 20, bytes) != 0) return NULL;
        madvise(p, bytes, MADV_HUGEPAGE);
        memset(p, 0, bytes);
        return (unsigned char *)p;
    }
#endif
    return (unsigned char *)calloc(n, sizeof(Entry));
}

static int grow(Core *S) {
    size_t ncap = S->cap ? S->cap * 2 : (1u << 12);
    unsigned char *old = S->tab;
    size_t ocap = S->cap;
    unsigned char *nt = table_alloc(ncap);
    if (!nt) return -1;
    S->tab = nt;
    S->cap = ncap;
    for (size_t i = 0; i < ocap; i++) {
        const Entry *o = (const Entry *)old + i;
        if (!o->used) continue;
        *find_slot(S, o->key, o->check) = *o;
    }
    free(old);
    return 0;
}

static void store(Core *S, const u64 *P, int seat, int lo, int hi, int bf) {
    Entry *e = find(S, P, seat);
    if (!e->used) {
        if (S->count + 1 > S->max_entries) {
            /* Full: the new position takes its home slot's place. Nothing is freed, so
               every other probe chain stays whole; the position it replaces is lost. */
            Entry *h = slot(S, (size_t)hash_key(P, seat) & (S->cap - 1));
            if (h == e) return; /* its home slot is free: stored, the load would grow */
            e = h;
            S->count--;
        } else if ((S->count + 1) * 4 > S->cap * 3) {
            if (grow(S) < 0) {
                S->failed = 1;
                longjmp(S->abort, 1);
            }
            e = find(S, P, seat);
        }
        e->key = hash_key(P, seat);
        e->check = hands_check(S, P);
        e->used = 1;
        S->count++;
    }
    e->lo = (int16_t)lo;
    e->hi = (int16_t)(hi >= NOHI ? NOHI : hi);
    e->bf = (int8_t)bf;
}

/* -- caps ---------------------------------------------------------------------- */

static inline void tick(Core *S) {
    S->nodes++;
    if (S->node_cap && S->nodes > S->node_cap) longjmp(S->abort, 1);
    if (S->use_clock && !(S->nodes & 1023) &&
        ((S->use_wall && now(0) > S->deadline) || (S->use_cpu && now(1) > S->cpu_deadline)))
        longjmp(S->abort, 1);
}

/* -- move order (as make_lead / make_follow / _bettel_follow) ------------------ */

static inline int rank_of(int c) { return (c >> 1) & 7; }

/* The points of the cheapest card of a (non-empty) hand. */
static int min_points(const Core *S, u64 h) {
    if (h & S->zero_mask) return 0;
    for (int g = 0; g < S->ngroups; g++) /* the groups are cheapest first */
        if (h & S->gmask[g]) return S->gval[g];
    return INF;
}

/* Stable insertion sort by an int key, ascending (Python's sorted). */
static void sort_by(int *cards, int n, int *key) {
    for (int i = 1; i < n; i++) {
        int c = cards[i], k = key[i], j = i - 1;
        while (j >= 0 && key[j] > k) {
            cards[j + 1] = cards[j];
            key[j + 1] = key[j];
            j--;
        }
        cards[j + 1] = c;
        key[j + 1] = k;
    }
}

static int list_cards(u64 m, int *out) {
    int n = 0;
    while (m) {
        out[n++] = low_bit(m);
        m &= m - 1;
    }
    return n;
}

/* The cards of m in the order ord (m holds faces only). */
static inline int pick(const int8_t *ord, u64 m, int *out) {
    int n = 0;
    for (int i = 0; m; i++) {
        int c = ord[i];
        if (m >> c & 1) {
            out[n++] = c;
            m &= ~(1ULL << c);
        }
    }
    return n;
}

/* Bettel leads (the suit contracts' leads are ordered in lead()). */
static int lead_moves(const Core *S, u64 dm, int *out) {
    int n = list_cards(dm, out);
    int key[32];
    /* key ((c >> 1) & 7, -pts[c]); Bettel: reversed (Python's reverse=True keeps
       equal keys in their order, so the key is negated, not the list). */
    for (int i = 0; i < n; i++) {
        int k = rank_of(out[i]) * 4096 + (2048 - S->pts[out[i]]);
        key[i] = S->bettel ? -k : k;
    }
    sort_by(out, n, key);
    return n;
}

static int follow_moves(const Core *S, u64 dm, int w, int *out) {
    if (!S->bettel) {
        /* the winning cards dearest first, then the others cheapest first */
        if (w < 0) return pick(S->ord_dear, dm, out);
        u64 wm = S->beats[w];
        int n = pick(S->ord_dear, dm & wm, out);
        return n + pick(S->ord_cheap, dm & ~wm, out + n);
    }
    int cards[32], key[32];
    int n = list_cards(dm, cards);
    {
        u64 bw = w >= 0 ? S->beats[w] : 0;
        if (!bw) {
            for (int i = 0; i < n; i++) key[i] = -rank_of(cards[i]);
            sort_by(cards, n, key);
            memcpy(out, cards, sizeof(int) * (size_t)n);
            return n;
        }
        int nl = 0, nw = 0, los[32], win[32], kl[32], kw[32];
        for (int i = 0; i < n; i++) {
            int c = cards[i];
            if (bw >> c & 1) { win[nw] = c; kw[nw++] = rank_of(c); }
            else { los[nl] = c; kl[nl++] = rank_of(c); }
        }
        sort_by(los, nl, kl);
        sort_by(win, nw, kw);
        memcpy(out, los, sizeof(int) * (size_t)nl);
        memcpy(out + nl, win, sizeof(int) * (size_t)nw);
        return n;
    }
    return n;
}

/* -- the search -------------------------------------------------------------- */

static inline u64 legal_of(const Core *S, u64 h, int seat, int lbest, int wcard, int wseat) {
    int lead = lbest >> 4;
    u64 same = h & S->suit[lead];
    int exempt = S->exemption && S->maxi[wseat] == S->maxi[seat];
    if (same) {
        if (exempt || !S->must_head) return same;
        if ((wcard >> 4) == lead) {
            u64 x = same & S->above[wcard];
            return x ? x : same;
        }
        if (S->head_ruff) {
            u64 x = same & S->above[lbest];
            return x ? x : same;
        }
        return same;
    }
    if (!S->must_trump || exempt) return h;
    u64 trumps = h & S->tmask;
    if (!trumps) return h;
    if ((wcard >> 4) == S->trump && S->must_over) {
        u64 higher = trumps & S->above[wcard];
        if (higher) return higher;
        return S->must_under ? trumps : h;
    }
    return trumps;
}

static inline int cards_left(const Core *S, const u64 *P) {
    int n = 0;
    for (int i = 0; i < S->nh; i++) n += popc(P[i]);
    return n;
}

static inline int empty(const Core *S, const u64 *P) {
    for (int i = 0; i < S->nh; i++)
        if (P[i]) return 0;
    return 1;
}

static inline int points_out(const Core *S, const u64 *P) {
    int t = 0;
    for (int g = 0; g < S->ngroups; g++) {
        int n = 0;
        for (int i = 0; i < S->nh; i++) n += popc(P[i] & S->gmask[g]);
        t += S->gval[g] * n;
    }
    return t;
}

static int bettel_lost_out(const Core *S, const u64 *P) {
    u64 d = 0, o = 0;
    for (int i = 0; i < S->nh; i++) {
        if (S->maxi[i]) d |= P[i];
        else o |= P[i];
    }
    for (int s = 0; s < 4; s++) {
        u64 ds = d & S->suit[s], os = o & S->suit[s];
        if (ds && os && (low_bit(ds) >> 1) < (high_bit(os) >> 1)) return 0;
    }
    return 1;
}

static int lead(Core *S, const u64 *P, int seat, int alpha, int beta);

/* Sure points (as Solver's sure_points): the top trumps whose every remaining
   copy, and every copy of each higher trump, is on one side. Whoever plays
   them, that side takes them, in every line of play: the maximising side's
   points go to *lo (a lower bound), the other side's to *hi (off the top). */
static void sure_points(const Core *S, const u64 *P, int *lo, int *hi) {
    *lo = *hi = 0;
    if (S->trump < 0) return;
    u64 M = 0, N = 0;
    for (int i = 0; i < S->nh; i++) {
        if (S->maxi[i]) M |= P[i] & S->tmask;
        else N |= P[i] & S->tmask;
    }
    int side = -1;
    for (int f = S->trump * 8; f < S->trump * 8 + 8; f++) {
        u64 fm = 3ULL << (2 * f);
        int inM = (M & fm) != 0, inN = (N & fm) != 0;
        if (!inM && !inN) continue;
        if (inM && inN) break;
        if (side >= 0 && side != inM) break;
        side = inM;
        int k = 0; /* copies (a merged pair is two bits) */
        for (int i = 0; i < S->nh; i++)
            if ((S->maxi[i] != 0) == inM) k += popc(P[i] & fm);
        if (inM) *lo += k * S->pts[2 * f];
        else *hi += k * S->pts[2 * f];
    }
}

/* Quick tricks (as Solver's quick_points): the leader's top cards, each a trick
   won when led now (a copy of the same face played later loses). In trump;
   in a plain suit as many as every other hand that holds a trump must follow
   (it holds that many cards of the suit; a hand without trumps cannot take
   them, and a partner trumping would take the lead away). Trumps cashed first
   leave the others' plain cards alone. What cashing them brings at least: the
   led card, the cheapest card of each other hand, the trick value, the last
   trick's bonus when they are all the leader's cards. A bound on the value
   with best play (not on every line). */
static int quick_points(const Core *S, const u64 *P, int seat) {
    u64 H = P[seat], O = 0;
    int others = 0, lim[4] = {64, 64, 64, 64};
    for (int i = 0; i < S->nh; i++) {
        if (i == seat || !P[i]) continue;
        O |= P[i];
        others += min_points(S, P[i]);
        if (P[i] & S->tmask)
            for (int s = 0; s < 4; s++) {
                int k = popc(P[i] & S->suit[s]);
                if (k < lim[s]) lim[s] = k;
            }
    }
    int q = 0, tricks = 0;
    for (int s = 0; s < 4; s++) {
        int left = s == S->trump ? 64 : lim[s];
        u64 L = H & S->suit[s];
        if (!L || !left) continue;
        for (int f = s * 8; f < s * 8 + 8 && left; f++) {
            int k2 = (int)(L >> (2 * f)) & 3, k = (k2 & 1) + (k2 >> 1), m = ((O >> (2 * f)) & 3) != 0;
            if (!k && !m) continue;
            if (!k) break;
            if (k > left) k = left;
            q += k * (S->pts[2 * f] + others + S->tv);
            tricks += k;
            left -= k;
            if (m) break;
        }
    }
    if (tricks && tricks == popc(H)) q += S->lb;
    return q;
}

/* Power-equivalent cards (issue 26, fourth round). A run is a hand's legal
   faces of one suit, adjacent in rank among the cards still out, whose every
   copy still out is in that hand, with the trick's winning card not among
   them: they beat and lose to exactly the same cards, now and in every later
   trick, and differ only in points. Swapping two of them between this trick
   and a later one changes the value by their difference in points, towards
   whoever takes this trick: so when this play settles who takes it, the
   dearest of each run is the best play when the trick counts for the player's
   side (the cheapest when it counts against it), and the others need no
   search. `dear` < 0 keeps both ends of each run (a play after which only the
   player's side plays to the trick). */
static u64 run_moves(const Core *S, const u64 *P, int seat, u64 dm, int wcard, int dear) {
    u64 X = (3ULL << (wcard & ~1)) | (P[seat] & ~dm & EVEN); /* the winning card's face, my other cards */
    for (int i = 0; i < S->nh; i++)
        if (i != seat) X |= P[i];
    u64 keep = 0;
    int hi = -1, lo = -1, prev = -1;
    while (dm) {
        int c = low_bit(dm); /* faces from the highest rank down, suit by suit */
        dm &= dm - 1;
        u64 own = 3ULL << c;
        /* joins the run: same suit, and no other card on or between its faces */
        int joins = prev >= 0 && (prev >> 4) == (c >> 4) &&
                    !(X & (own | ((own - 1) & ~((4ULL << prev) - 1))));
        if (!joins && hi >= 0) {
            if (dear < 0) keep |= (1ULL << hi) | (1ULL << lo);
            else keep |= 1ULL << (dear ? hi : lo);
            hi = lo = -1;
        }
        if (X & own) { keep |= 1ULL << c; prev = -1; continue; } /* shared with another hand */
        if (hi < 0 || S->pts[c] > S->pts[hi]) hi = c;
        if (lo < 0 || S->pts[c] <= S->pts[lo]) lo = c;
        prev = c;
    }
    if (hi >= 0) {
        if (dear < 0) keep |= (1ULL << hi) | (1ULL << lo);
        else keep |= 1ULL << (dear ? hi : lo);
    }
    return keep;
}

/* Whether a hand can beat card w in a trick of led suit ls (it must follow
   suit when it can). */
static inline int can_beat(const Core *S, u64 H, int ls, int w) {
    u64 f = H & S->suit[ls];
    return ((f ? f : H) & S->beats[w]) != 0;
}

/* Whether card w, winning the trick for seat ws, keeps it on ws's side with
   the trick counting alike: no later hand of the trick (the `n` seats after
   `seat`) can beat it, except hands of ws's side that count the same. A card
   that beats w beats no more than w does, so the other side cannot take it
   back from them either. */
static int settled(const Core *S, const u64 *P, int seat, int n, int ls, int w, int ws) {
    for (int j = 0, t = S->order[seat]; j < n; j++, t = S->order[t])
        if (can_beat(S, P[t], ls, w) &&
            ((S->maxi[t] != 0) != (S->maxi[ws] != 0) || (S->scores[t] != 0) != (S->scores[ws] != 0)))
            return 0;
    return 1;
}

/* Runs at a lead. A lead from a run that settles the trick for the leader's
   side (see settled) needs only the dearest of the run searched (the cheapest,
   when the trick counts against the leader's side). And when
   only the other side plays after the leader and the next hand must beat the
   lead (a higher card of the suit under the duty to head, or a trump under
   the duty to trump), the other side takes the trick: the cheapest (dearest). */
static u64 lead_runs(const Core *S, const u64 *P, int seat, u64 dm) {
    u64 O = 0;
    for (int i = 0; i < S->nh; i++)
        if (i != seat) O |= P[i];
    int mx = S->maxi[seat] != 0, p2 = S->order[seat], opp = 1;
    for (int j = 1, t = p2; j < S->players; j++, t = S->order[t])
        if ((S->maxi[t] != 0) == mx || (S->scores[t] != 0) != (S->scores[p2] != 0)) opp = 0;
    int dwin = (S->scores[seat] != 0) == mx, dlose = (S->scores[p2] != 0) == mx;
    u64 keep = 0;
    for (int s = 0; s < 4; s++) {
        u64 D = dm & S->suit[s];
        if (!(D & (D - 1))) {
            keep |= D;
            continue;
        }
        u64 H2s = P[p2] & S->suit[s];
        int ruff = opp && !H2s && s != S->trump && S->trump >= 0 && S->must_trump &&
                   (P[p2] & S->tmask);
        int hi = -1, lo = -1, first = -1, prev = -1;
        u64 run = 0;
        for (;;) {
            int c = D ? low_bit(D) : -1;
            u64 own = c >= 0 ? 3ULL << c : 0;
            int joins = c >= 0 && prev >= 0 && !(O & (own | ((own - 1) & ~((4ULL << prev) - 1))));
            if (!joins && hi >= 0) {
                int settled_ = -1;
                if (settled(S, P, seat, S->players - 1, s, first, seat)) settled_ = dwin;
                else if (ruff || (opp && S->must_head && (H2s & S->above[first]))) settled_ = dlose;
                keep |= settled_ < 0 ? run : 1ULL << (settled_ ? hi : lo);
                hi = lo = first = -1;
                run = 0;
            }
            if (c < 0) break;
            D &= D - 1;
            if (O & own) { /* shared with another hand: alone */
                keep |= 1ULL << c;
                prev = -1;
                continue;
            }
            if (first < 0) first = c;
            run |= 1ULL << c;
            if (hi < 0 || S->pts[c] > S->pts[hi]) hi = c;
            if (lo < 0 || S->pts[c] <= S->pts[lo]) lo = c;
            prev = c;
        }
    }
    return keep;
}

static inline int rbit(u64 h, int c) { return c + (int)(h >> (c + 1) & 1); }
static inline u64 removal(u64 h, int c) { return 1ULL << rbit(h, c); }

static int last(Core *S, const u64 *P, int seat, int lbest, int wcard, int wseat, int tpts,
                int top, int alpha, int beta) {
    tick(S);
    if (beta <= 0) return 0;
    if (top <= alpha) return top;
    if (top < beta) beta = top;
    u64 h = P[seat];
    u64 dm = legal_of(S, h, seat, lbest, wcard, wseat) & EVEN;
    u64 wm = S->beats[wcard];
    int mx = S->maxi[seat];
    if (dm & (dm - 1)) {
        /* whether a play takes the trick is the same along a run: split by it */
        u64 win = dm & wm, lose = dm & ~wm;
        dm = (win ? run_moves(S, P, seat, win, wcard, (S->scores[seat] != 0) == (mx != 0)) : 0) |
             (lose ? run_moves(S, P, seat, lose, wcard, (S->scores[wseat] != 0) == (mx != 0)) : 0);
    }
    int moves[32];
    int n = follow_moves(S, dm, S->maxi[wseat] == S->maxi[seat] ? -1 : wcard, moves);
    int best = mx ? -1 : INF;
    u64 R[NW];
    memcpy(R, P, sizeof(u64) * (size_t)S->nh);
    /* Each play leads to a trick start, looked up in the table first thing:
       fetch those entries now, all at once, rather than one miss after another. */
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        R[seat] = h - removal(h, c);
        R[HK] = P[HK] ^ ZK[seat][rbit(h, c)];
        R[PO] = P[PO] - (u64)S->pts[rbit(h, c)];
        R[CL] = P[CL] - 1;
        int ws = (wm >> c & 1) ? seat : wseat;
        __builtin_prefetch(slot(S, hash_key(R, ws) & (S->cap - 1)));
    }
    for (int i = 0; i < n; i++) {
        int c = moves[i], v;
        R[seat] = h - removal(h, c);
        R[HK] = P[HK] ^ ZK[seat][rbit(h, c)];
        R[PO] = P[PO] - (u64)S->pts[rbit(h, c)];
        R[CL] = P[CL] - 1;
        int ws = (wm >> c & 1) ? seat : wseat;
        int gain = S->scores[ws] ? tpts + S->pts[c] + S->tv : 0;
        if (empty(S, R)) v = S->scores[ws] ? gain + S->lb : 0;
        else if (S->scores[ws] && gain >= beta) v = gain; /* the rest can only add: a fail high */
        else if (i && beta - alpha > 1) { /* principal variation search */
            if (mx) {
                v = gain + lead(S, R, ws, alpha - gain, alpha + 1 - gain);
                if (v > alpha && v < beta) v = gain + lead(S, R, ws, v - 1 - gain, beta - gain);
            } else {
                v = gain + lead(S, R, ws, beta - 1 - gain, beta - gain);
                if (v < beta && v > alpha) v = gain + lead(S, R, ws, alpha - gain, v + 1 - gain);
            }
        } else {
            v = gain + lead(S, R, ws, alpha - gain, beta - gain);
        }
        if (mx) {
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        } else if (v < best) {
            best = v;
            if (v < beta) {
                beta = v;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

static int follow(Core *S, const u64 *P, int seat, int k, int lbest, int wcard, int wseat,
                  int tpts, int top, int alpha, int beta) {
    tick(S);
    if (beta <= 0) return 0;
    if (top <= alpha) return top;
    if (top < beta) beta = top;
    u64 h = P[seat];
    u64 dm = legal_of(S, h, seat, lbest, wcard, wseat) & EVEN;
    if (dm & (dm - 1)) {
        /* Runs here: where the play settles which side takes the trick (see
           settled), the dearest or cheapest;
           where only my side plays after me, both ends; else every card. */
        int same = 1, n = S->players - 1 - k, ls = lbest >> 4;
        for (int j = 0, t = S->order[seat]; j < n; j++, t = S->order[t])
            if (S->maxi[t] != S->maxi[seat]) same = 0;
        int mx0 = S->maxi[seat] != 0;
        u64 wm0 = S->beats[wcard], win = dm & wm0, lose = dm & ~wm0, safe = 0;
        for (u64 w = win; w; w &= w - 1)
            if (settled(S, P, seat, n, ls, low_bit(w), seat)) safe |= w & -w;
        u64 out = 0, open = 0;
        if (safe) out |= run_moves(S, P, seat, safe, wcard, (S->scores[seat] != 0) == mx0);
        if (lose && settled(S, P, seat, n, ls, wcard, wseat))
            out |= run_moves(S, P, seat, lose, wcard, (S->scores[wseat] != 0) == mx0);
        else
            open |= lose;
        open |= win & ~safe;
        if (open) out |= same ? run_moves(S, P, seat, open, wcard, -1) : open;
        dm = out;
    }
    int moves[32];
    int n = follow_moves(S, dm, S->maxi[wseat] == S->maxi[seat] ? -1 : wcard, moves);
    u64 wm = S->beats[wcard];
    int nxt = S->order[seat];
    int to_last = k + 2 == S->players;
    k += 1;
    int ls = lbest >> 4;
    int mx = S->maxi[seat];
    int best = mx ? -1 : INF;
    u64 R[NW];
    memcpy(R, P, sizeof(u64) * (size_t)S->nh);
    for (int i = 0; i < n; i++) {
        int c = moves[i], v;
        int nl = (S->head_ruff && (c >> 4) == ls && c < lbest) ? c : lbest;
        R[seat] = h - removal(h, c);
        R[HK] = P[HK] ^ ZK[seat][rbit(h, c)];
        R[PO] = P[PO] - (u64)S->pts[rbit(h, c)];
        R[CL] = P[CL] - 1;
        int nw = wcard, nws = wseat;
        if (wm >> c & 1) { nw = c; nws = seat; }
#define FOLLOW_CHILD(A, B) (to_last ? last(S, R, nxt, nl, nw, nws, tpts + S->pts[c], top, A, B) \
                               : follow(S, R, nxt, k, nl, nw, nws, tpts + S->pts[c], top, A, B))
        if (i && beta - alpha > 1) { /* principal variation search, as in lead */
            if (mx) {
                v = FOLLOW_CHILD(alpha, alpha + 1);
                if (v > alpha && v < beta) v = FOLLOW_CHILD(v - 1, beta);
            } else {
                v = FOLLOW_CHILD(beta - 1, beta);
                if (v < beta && v > alpha) v = FOLLOW_CHILD(alpha, v + 1);
            }
        } else {
            v = FOLLOW_CHILD(alpha, beta);
        }
#undef FOLLOW_CHILD
        if (mx) {
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        } else if (v < best) {
            best = v;
            if (v < beta) {
                beta = v;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

static int lead(Core *S, const u64 *P, int seat, int alpha, int beta) {
    tick(S);
    u64 h = P[seat];
    if (!(h & (h - 1))) {
        /* The last trick: every hand holds one card. */
        int wcard = high_bit(h), wseat = seat, tp = S->pts[wcard], s = S->order[seat];
        for (int i = 0; i < S->players - 1; i++) {
            int c = high_bit(P[s]);
            tp += S->pts[c];
            if (S->beats[wcard] >> c & 1) { wcard = c; wseat = s; }
            s = S->order[s];
        }
        return S->scores[wseat] ? tp + S->tv + S->lb : 0;
    }
    if (beta <= 0) return 0; /* nothing is negative: a fail high */
    if (S->bettel_cut && !S->maxi[seat] && bettel_lost_out(S, P)) return S->tb[P[CL]];
    int lo = 0, hi = INF, bf = -1;
    Entry *e = find(S, P, seat);
    if (e->used) {
        lo = e->lo;
        hi = e->hi == NOHI ? INF : e->hi;
        bf = e->bf;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    }
    int top = S->tb[P[CL]] + (int)P[PO];
    if (top <= alpha) return top;
    if (top < beta) beta = top;
    if (!S->bettel) {
        int top0 = top, slo, shi;
        sure_points(S, P, &slo, &shi);
        top -= shi; /* on every line: the children may use it too */
        if (top <= alpha) return top;
        if (top < beta) beta = top;
        if (slo >= beta) return slo;
        if (slo > alpha) alpha = slo;
        int q = quick_points(S, P, seat);
        if (q) {
            if (S->maxi[seat]) {
                if (q >= beta) return q;
                if (q > alpha) alpha = q;
            } else {
                int up = top0 - q;
                if (up <= alpha) return up;
                if (up < beta) beta = up;
            }
        }
    }
    int a0 = alpha, b0 = beta;
    int moves[32];
    u64 ldm = h & EVEN;
    if (!S->bettel) ldm = lead_runs(S, P, seat, ldm);
    int n;
    if (!S->bettel) {
        /* A suit's top card first (high ones first; the plain suits' before the
           trumps'), then the other plain cards dearest first, then the other
           trumps cheapest first. */
        u64 R = 0, tops = 0;
        for (int i = 0; i < S->nh; i++) R |= P[i];
        for (int s = 0; s < 4; s++)
            if (R & S->suit[s]) {
                u64 low = R & S->suit[s] & -(R & S->suit[s]);
                tops |= (low | low >> 1) & EVEN; /* its face */
            }
        tops &= ldm;
        u64 rest = ldm & ~tops, tm = S->tmask;
        n = pick(S->ord_rank, tops & ~tm, moves);
        n += pick(S->ord_rank, tops & tm, moves + n);
        n += pick(S->ord_dear_r, rest & ~tm, moves + n);
        n += pick(S->ord_cheap_r, rest & tm, moves + n);
    } else {
        n = lead_moves(S, ldm, moves);
    }
    if (bf >= 0 && moves[0] != bf) {
        int j = 0;
        while (j < n && moves[j] != bf) j++;
        if (j == n) j = n - 1, moves[j] = bf; /* not reached: bf is one of the moves */
        for (; j > 0; j--) moves[j] = moves[j - 1];
        moves[0] = bf;
    }
    int nxt = S->order[seat];
    int two = S->players == 2;
    int mx = S->maxi[seat];
    int best = mx ? -1 : INF, best_card = -1;
    u64 R[NW];
    memcpy(R, P, sizeof(u64) * (size_t)S->nh);
    for (int i = 0; i < n; i++) {
        int c = moves[i], v;
        R[seat] = h - removal(h, c);
        R[HK] = P[HK] ^ ZK[seat][rbit(h, c)];
        R[PO] = P[PO] - (u64)S->pts[rbit(h, c)];
        R[CL] = P[CL] - 1;
#define LEAD_CHILD(A, B) (two ? last(S, R, nxt, c, c, seat, S->pts[c], top, A, B) \
                             : follow(S, R, nxt, 1, c, c, seat, S->pts[c], top, A, B))
        if (i && beta - alpha > 1) {
            /* Principal variation search: a later lead is only tested against the
               best so far (a zero window) and searched again, in the window, only
               when it is better (the search is fail-soft: v - 1 is below its value). */
            if (mx) {
                v = LEAD_CHILD(alpha, alpha + 1);
                if (v > alpha && v < beta) v = LEAD_CHILD(v - 1, beta);
            } else {
                v = LEAD_CHILD(beta - 1, beta);
                if (v < beta && v > alpha) v = LEAD_CHILD(alpha, v + 1);
            }
        } else {
            v = LEAD_CHILD(alpha, beta);
        }
#undef LEAD_CHILD
        if (mx) {
            if (v > best) {
                best = v;
                best_card = c;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        } else if (v < best) {
            best = v;
            best_card = c;
            if (v < beta) {
                beta = v;
                if (alpha >= beta) break;
            }
        }
    }
    if (best <= a0) {
        if (best < hi) hi = best;
    } else if (best >= b0) {
        if (best > lo) lo = best;
    } else {
        lo = hi = best;
    }
    store(S, P, seat, lo, hi, best_card);
    return best;
}

static int root_bound(const Core *S, const u64 *P) {
    return S->tb[P[CL] + (u64)S->k0] + S->tpts0 + (int)P[PO];
}

static int search(Core *S, u64 *P, int to_act, int k0, int lbest, int wcard, int wseat,
                  int tpts, int card, int alpha, int beta) {
    int pl = S->players;
    if (card >= 0) {
        /* The root move of move_values (any copy of the face: they are one move). */
        u64 h = P[to_act];
        int f = card & ~1;
        u64 R[NW];
        memcpy(R, P, sizeof(u64) * (size_t)S->nh);
        R[to_act] = h - removal(h, f);
        R[HK] = P[HK] ^ ZK[to_act][rbit(h, f)];
        R[PO] = P[PO] - (u64)S->pts[rbit(h, f)];
        R[CL] = P[CL] - 1;
        int tp = tpts + S->pts[card];
        if (!k0) {
            lbest = wcard = card;
            wseat = to_act;
        } else {
            if (S->beats[wcard] >> card & 1) { wcard = card; wseat = to_act; }
            if ((card >> 4) == (lbest >> 4) && card < lbest) lbest = card;
        }
        if (k0 + 1 == pl) {
            int gain = S->scores[wseat] ? tp + S->tv : 0;
            if (empty(S, R)) return S->scores[wseat] ? gain + S->lb : 0;
            return gain + lead(S, R, wseat, alpha - gain, beta - gain);
        }
        int top = root_bound(S, P);
        if (k0 + 2 == pl)
            return last(S, R, S->order[to_act], lbest, wcard, wseat, tp, top, alpha, beta);
        return follow(S, R, S->order[to_act], k0 + 1, lbest, wcard, wseat, tp, top, alpha, beta);
    }
    if (!k0) return lead(S, P, to_act, alpha, beta);
    int top = root_bound(S, P);
    if (k0 + 1 == pl) return last(S, P, to_act, lbest, wcard, wseat, tpts, top, alpha, beta);
    return follow(S, P, to_act, k0, lbest, wcard, wseat, tpts, top, alpha, beta);
}

/* -- the Python type --------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, int n, const char *what) {
    PyObject *f = PySequence_Fast(seq, what);
    if (!f) return -1;
    if (PySequence_Fast_GET_SIZE(f) != n) {
        Py_DECREF(f);
        PyErr_Format(PyExc_ValueError, "%s: %d values expected", what, n);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(f, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(f);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(f);
    return 0;
}

static int Core_init(Core *S, PyObject *args, PyObject *kw) {
    static char *names[] = {"trump", "must_head", "head_ruff", "must_trump", "must_over",
                            "must_under", "exemption", "order", "maxi", "scores", "points",
                            "trick_value", "last_bonus", "players", "bettel", "max_entries",
                            NULL};
    PyObject *order, *maxi, *scores, *points;
    Py_ssize_t max_entries = (Py_ssize_t)MAX_ENTRIES;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "ippppppOOOOiiip|n", names, &S->trump,
                                     &S->must_head, &S->head_ruff, &S->must_trump, &S->must_over,
                                     &S->must_under, &S->exemption, &order, &maxi, &scores,
                                     &points, &S->tv, &S->lb, &S->players, &S->bettel,
                                     &max_entries))
        return -1;
    if (max_entries < 1) {
        PyErr_SetString(PyExc_ValueError, "max_entries must be positive");
        return -1;
    }
    S->max_entries = (size_t)max_entries;
    Py_ssize_t nh = PySequence_Size(order);
    if (nh < 0) return -1;
    if (nh < 2 || nh > MAXH || S->players < 2 || S->players > nh || S->trump < -1 ||
        S->trump > 3) {
        PyErr_SetString(PyExc_ValueError, "2 to 4 seats, 2 or more players, trump -1..3");
        return -1;
    }
    S->nh = (int)nh;
    if (read_ints(order, S->order, S->nh, "order") || read_ints(maxi, S->maxi, S->nh, "maxi") ||
        read_ints(scores, S->scores, S->nh, "scores") || read_ints(points, S->pts, 64, "points"))
        return -1;
    for (int i = 0; i < S->nh; i++)
        if (S->order[i] < 0 || S->order[i] >= S->nh) {
            PyErr_SetString(PyExc_ValueError, "order: a seat out of range");
            return -1;
        }
    int has_trump = S->trump >= 0;
    S->must_trump = S->must_trump && has_trump;
    S->bettel_cut = S->bettel && !has_trump;
    for (int s = 0; s < 4; s++) S->suit[s] = 0xFFFFULL << (16 * s);
    S->tmask = has_trump ? S->suit[S->trump] : 0;
    for (int c = 0; c < 64; c++) {
        int f = c >> 1;
        S->above[c] = f ? ((1ULL << (f << 1)) - 1) : 0;
        S->beats[c] = (S->suit[c >> 4] & S->above[c]) | ((c >> 4) != S->trump ? S->tmask : 0);
    }
    for (int n = 0; n < 130; n++) S->tb[n] = S->tv * ((n + S->players - 1) / S->players) + S->lb;
    S->ngroups = 0;
    for (int c = 0; c < 64; c++) {
        int v = S->pts[c];
        if (!v) continue;
        int g = 0;
        while (g < S->ngroups && S->gval[g] != v) g++;
        if (g == S->ngroups) {
            S->gval[g] = v;
            S->gmask[g] = 0;
            S->ngroups++;
        }
        S->gmask[g] |= 1ULL << c;
    }
    S->zero_mask = ~0ULL;
    for (int g = 1; g < S->ngroups; g++) /* cheapest first, for min_points */
        for (int j = g; j > 0 && S->gval[j - 1] > S->gval[j]; j--) {
            int v = S->gval[j];
            u64 m = S->gmask[j];
            S->gval[j] = S->gval[j - 1];
            S->gmask[j] = S->gmask[j - 1];
            S->gval[j - 1] = v;
            S->gmask[j - 1] = m;
        }
    for (int g = 0; g < S->ngroups; g++) S->zero_mask &= ~S->gmask[g];
    {
        int8_t *ords[5] = {S->ord_rank, S->ord_dear_r, S->ord_cheap_r, S->ord_dear, S->ord_cheap};
        for (int o = 0; o < 5; o++) {
            int cards[32], key[32];
            for (int i = 0; i < 32; i++) {
                int c = 2 * i, r = rank_of(c), p = S->pts[c];
                cards[i] = c;
                key[i] = o == 0 ? r * 4096 - p : o == 1 ? -p * 16 + r : o == 2 ? p * 16 + r
                         : o == 3 ? -p : p;
            }
            sort_by(cards, 32, key);
            for (int i = 0; i < 32; i++) ords[o][i] = (int8_t)cards[i];
        }
    }
    free(S->tab);
    S->tab = NULL;
    S->cap = S->count = 0;
    if (grow(S) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void Core_dealloc(Core *S) {
    free(S->tab);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

PyDoc_STRVAR(run_doc,
             "run(hands, to_act, k0, lbest, wcard, wseat, tpts, card, alpha, beta, nodes, "
             "node_cap, seconds, cpu_seconds) -> (value, nodes, aborted)\n\n"
             "Solver._run on merged hands (one int a seat). seconds > 0: stop after that much "
             "wall-clock time; cpu_seconds > 0: after that much of this thread's CPU time; "
             "aborted: a cap was hit.");

static PyObject *Core_run(Core *S, PyObject *args) {
    PyObject *hands;
    int to_act, k0, lbest, wcard, wseat, tpts, card, alpha, beta;
    unsigned long long nodes, node_cap;
    double seconds, cpu_seconds;
    if (!PyArg_ParseTuple(args, "OiiiiiiiiiKKdd", &hands, &to_act, &k0, &lbest, &wcard, &wseat,
                          &tpts, &card, &alpha, &beta, &nodes, &node_cap, &seconds, &cpu_seconds))
        return NULL;
    PyObject *f = PySequence_Fast(hands, "hands");
    if (!f) return NULL;
    if (PySequence_Fast_GET_SIZE(f) != S->nh) {
        Py_DECREF(f);
        PyErr_SetString(PyExc_ValueError, "one hand per seat expected");
        return NULL;
    }
    u64 P[NW] = {0};
    for (int i = 0; i < S->nh; i++) {
        P[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(f, i));
        if (PyErr_Occurred()) {
            Py_DECREF(f);
            return NULL;
        }
    }
    Py_DECREF(f);
    P[HK] = hands_hash(S, P);
    P[PO] = (u64)points_out(S, P);
    P[CL] = (u64)cards_left(S, P);
    if (to_act < 0 || to_act >= S->nh || k0 < 0 || k0 >= S->players || card > 63 ||
        lbest < 0 || lbest > 63 || wcard < 0 || wcard > 63 || wseat < 0 || wseat >= S->nh) {
        PyErr_SetString(PyExc_ValueError, "position out of range");
        return NULL;
    }
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the solver core is already searching");
        return NULL;
    }
    S->busy = 1;
    S->failed = 0;
    S->nodes = nodes;
    S->node_cap = node_cap;
    S->use_wall = seconds > 0.0;
    S->use_cpu = cpu_seconds > 0.0;
    S->use_clock = S->use_wall || S->use_cpu;
    S->k0 = k0;
    S->tpts0 = tpts;
    int value = 0;
    volatile int aborted = 0;
    Py_BEGIN_ALLOW_THREADS
    if (S->use_wall) S->deadline = now(0) + seconds;
    if (S->use_cpu) S->cpu_deadline = now(1) + cpu_seconds;
    if (setjmp(S->abort) == 0)
        value = search(S, P, to_act, k0, lbest, wcard, wseat, tpts, card, alpha, beta);
    else
        aborted = 1;
    Py_END_ALLOW_THREADS
    S->busy = 0;
    if (S->failed) return PyErr_NoMemory();
    return Py_BuildValue("iKi", value, (unsigned long long)S->nodes, (int)aborted);
}

static PyObject *Core_entries(Core *S, void *unused) {
    (void)unused;
    return PyLong_FromSize_t(S->count);
}

static PyMethodDef Core_methods[] = {
    {"run", (PyCFunction)Core_run, METH_VARARGS, run_doc},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"entries", (getter)Core_entries, NULL, "Positions in the table.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "binokel_desktop.ai._solver_core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = PyDoc_STR("The fast search of one Game, with its transposition table."),
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_solver_core",
    "The double-dummy solver's fast search in C (see binokel_desktop.ai.solver).", -1, NULL,
};

PyMODINIT_FUNC PyInit__solver_core(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    zobrist_init();
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
