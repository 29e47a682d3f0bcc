/* a D header for tst.include.d */
#define	GREETING	"hello from a header"
#define	TWICE(x)	((x) * 2)
