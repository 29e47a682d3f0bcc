/*
 * types.d - a provider whose probes take pointer, string and sized integer
 * arguments, for comparing the stapsdt notes of programs built with our
 * `dtrace -h`/`-G` against systemtap's dtrace script (types.c passes
 * values of exactly the declared types, so both must record the same
 * argument specs).
 */
typedef struct conn conn_t;

provider types {
	probe ptrs(char *, const char *, string, void *, conn_t *);
	probe ints(unsigned short, long long, uint8_t, int64_t, unsigned char);
	probe none();
	probe under__score__s(int, struct conn *);
	probe unknown(widget_t *w, gsize);	/* types D does not know */
};

#pragma D attributes Evolving/Evolving/Common provider types provider
#pragma D attributes Evolving/Evolving/Common provider types args
