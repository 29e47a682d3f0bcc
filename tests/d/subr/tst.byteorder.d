/*
 * htons() and friends swap bytes on this little-endian host; the 16-
 * and 32-bit forms take the low bits of wider values.
 */
#pragma D option quiet

BEGIN
{
	printf("%x %x\n", htons(0x1234), ntohs(0x1234));
	printf("%x %x\n", htonl(0x12345678), ntohl(0x12345678));
	printf("%x %x\n", htonll(0x0102030405060708), ntohll(0x0102030405060708));
	printf("%x %x\n", htons(0x12345), htonl(0x123456789));
	printf("%x\n", ntohs(htons(0xabcd)));
	printf("%d %d %d\n", sizeof(htons(1)), sizeof(htonl(1)), sizeof(htonll(1)));
	exit(0);
}
