/*
 * Translated members of struct, union and array type: the member is
 * the object its expression designates (here a struct and an array in
 * the input, a union read through a cast), used through its members
 * and elements, copied whole into a clause-local, traced (its bytes),
 * and its address taken through a translated pointer.  A member from
 * kernel memory too: the current task's tasks list head.
 * @@args: -q
 */
struct pt_s {
	int x;
	int y;
};

union u_s {
	int i;
	unsigned char c[4];
};

struct in_s {
	int a;
	struct pt_s pt;
	int arr[4];
};

struct out_s {
	struct pt_s p;
	union u_s u;
	int v[4];
	int last;
};

translator struct out_s < struct in_s *I > {
	p = I->pt;
	u = *(union u_s *)&I->a;
	v = I->arr;
	last = 77;
};

struct kout_s {
	struct list_head tasks;
	int pid;
};

translator struct kout_s < struct task_struct *T > {
	tasks = T->tasks;
	pid = T->tgid;
};

BEGIN
{
	i = (struct in_s *)alloca(sizeof (struct in_s));
	i->a = 0x04030201;
	i->pt.x = 5;
	i->pt.y = 6;
	i->arr[0] = 10;
	i->arr[1] = 11;
	i->arr[2] = 12;
	i->arr[3] = 13;
	printf("%d %d %x %d %d %d\n", xlate<struct out_s>(i).p.x,
	    xlate<struct out_s *>(i)->p.y, xlate<struct out_s>(i).u.i,
	    xlate<struct out_s>(i).u.c[2], xlate<struct out_s>(i).v[3],
	    xlate<struct out_s>(i).last);
	this->p = xlate<struct out_s>(i).p;
	this->o = xlate<struct out_s>(i);
	printf("%d %d %d %d\n", this->p.x, this->p.y, this->o.v[1],
	    this->o.u.c[0]);
	this->q = &xlate<struct out_s *>(i)->p;
	printf("%d %d\n", this->q == &i->pt, this->q->y);
	printf("%d %d\n",
	    xlate<struct kout_s>(curthread).tasks.next == curthread->tasks.next,
	    xlate<struct kout_s *>(curthread)->pid == pid);
	trace(xlate<struct out_s>(i).p);
	trace(xlate<struct out_s>(i).v);
	exit(0);
}
