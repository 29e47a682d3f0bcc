/*
 * toupper() and tolower() change ASCII letters only: bytes above 0x7f
 * (Latin-1 letters included) and other characters pass unchanged;
 * strchr()/strrchr() find bytes above 0x7f given as negative chars.
 * The string comes from the trigger: "a" e9 "A" ff "zZ@[`{".
 * @@args: -q
 * @@trigger: hexbytes 61e941ff7a5a405b607b00
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->s = copyinstr(arg1);
	printf("[%S]\n", toupper(this->s));
	printf("[%S]\n", tolower(this->s));
	printf("[%S] [%S]\n", strchr(this->s, (char)0xff), strrchr(this->s, (char)0xe9));
	printf("%d %d\n", index(this->s, "\377"), strlen(this->s));
}
