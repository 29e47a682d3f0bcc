/*
 * A D struct laid over user memory read with copyin(): members, arrays,
 * bit-fields (the writer fills its buffer with 'x' = 0x78).
 * @@args: -q
 * @@trigger: writer 64
 */
typedef struct buf {
	char first;
	char arr[3];
	unsigned short lo : 4;
	unsigned short hi : 12;
	int word;
} buf_t;

syscall::write:entry
/pid == $target/
{
	this->b = (buf_t *)copyin(arg1, sizeof(buf_t));
	printf("%c %c %x %x %x %d\n", this->b->first, this->b->arr[2],
	    this->b->lo, this->b->hi, this->b->word, sizeof(buf_t));
	printf("%c\n", ((struct buf *)copyin(arg1, sizeof(struct buf)))->arr[0]);
}
