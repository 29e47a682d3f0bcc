/*
 * net.c - trigger for the ip/tcp/udp providers, over loopback (IPv4):
 *   tcp      a listener on an ephemeral port, a client that connects,
 *            sends "hello" (5 bytes), and both sides close
 *   refused  a connect to a port nobody listens on (RST)
 *   udp      a datagram of 7 bytes to a bound UDP socket, received
 *   all      all three (default)
 *   udp6     the udp datagram over IPv6 loopback (::1), not part of all
 * Prints nothing; exits 0.  Built into build/trig/.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static void
loopback(struct sockaddr_in *sin, int port)
{
	memset(sin, 0, sizeof(*sin));
	sin->sin_family = AF_INET;
	sin->sin_port = htons((unsigned short)port);
	sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
}

static int
bound(int type, struct sockaddr_in *sin)
{
	socklen_t len = sizeof(*sin);
	int fd = socket(AF_INET, type, 0);

	loopback(sin, 0);
	if (fd < 0 || bind(fd, (struct sockaddr *)sin, sizeof(*sin)) != 0 ||
	    getsockname(fd, (struct sockaddr *)sin, &len) != 0)
		return -1;
	return fd;
}

static void
do_tcp(void)
{
	struct sockaddr_in sin;
	char buf[16];
	int l = bound(SOCK_STREAM, &sin), c, a;

	if (l < 0 || listen(l, 1) != 0)
		return;
	c = socket(AF_INET, SOCK_STREAM, 0);
	if (connect(c, (struct sockaddr *)&sin, sizeof(sin)) == 0 &&
	    (a = accept(l, NULL, NULL)) >= 0) {
		(void)write(c, "hello", 5);
		(void)read(a, buf, sizeof(buf));
		close(c);
		(void)read(a, buf, sizeof(buf));
		close(a);
	}
	close(l);
	usleep(100000);		/* let the FIN/ACK exchange finish */
}

static void
do_refused(void)
{
	struct sockaddr_in sin;
	int l = bound(SOCK_STREAM, &sin), c;

	close(l);		/* the port is now closed */
	c = socket(AF_INET, SOCK_STREAM, 0);
	(void)connect(c, (struct sockaddr *)&sin, sizeof(sin));
	close(c);
}

static void
do_udp(void)
{
	struct sockaddr_in sin;
	char buf[16];
	int r = bound(SOCK_DGRAM, &sin), s = socket(AF_INET, SOCK_DGRAM, 0);

	(void)sendto(s, "payload", 7, 0, (struct sockaddr *)&sin,
	    sizeof(sin));
	(void)recv(r, buf, sizeof(buf), 0);
	close(s);
	close(r);
}

static void
do_udp6(void)
{
	struct sockaddr_in6 sin6;
	socklen_t len = sizeof(sin6);
	char buf[16];
	int r = socket(AF_INET6, SOCK_DGRAM, 0);
	int s = socket(AF_INET6, SOCK_DGRAM, 0);

	memset(&sin6, 0, sizeof(sin6));
	sin6.sin6_family = AF_INET6;
	sin6.sin6_addr = in6addr_loopback;
	if (r < 0 || s < 0 || bind(r, (struct sockaddr *)&sin6,
	    sizeof(sin6)) != 0 ||
	    getsockname(r, (struct sockaddr *)&sin6, &len) != 0)
		return;
	(void)sendto(s, "payload", 7, 0, (struct sockaddr *)&sin6,
	    sizeof(sin6));
	(void)recv(r, buf, sizeof(buf), 0);
	close(s);
	close(r);
}

int
main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "all";
	int all = strcmp(what, "all") == 0;

	if (all || strcmp(what, "tcp") == 0)
		do_tcp();
	if (all || strcmp(what, "refused") == 0)
		do_refused();
	if (all || strcmp(what, "udp") == 0)
		do_udp();
	if (strcmp(what, "udp6") == 0)
		do_udp6();
	return 0;
}
