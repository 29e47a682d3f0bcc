/*
 * procfs.d - process and thread information: psinfo_t, lwpsinfo_t, their
 * translators from the kernel's struct task_struct, and curpsinfo /
 * curlwpsinfo (docs/language.md §2.5).
 * Part of dtrace's D library: every program sees these declarations.
 *
 * Not translated (referencing them is a compile error naming the member):
 * the start times (pr_start: no boot epoch in the probe),
 * pr_argc/pr_argv/pr_envp and other fields that need state outside the
 * task.  pr_time and pr_ctime are the CPU times in ns as timestruc_t.
 * pr_psargs is the first argument (argv[0]) of the current process, else
 * (other tasks, kernel threads, an exec that has not set up its
 * arguments yet) the command name.
 */

typedef int poolid_t;
typedef int ctid_t;
typedef short pri_t;
typedef struct timestruc {
	time_t tv_sec;
	long tv_nsec;
} timestruc_t;

typedef struct lwpsinfo {
	int pr_flag;			/* thread flags */
	id_t pr_lwpid;			/* thread id */
	uintptr_t pr_addr;		/* kernel address of the thread */
	uintptr_t pr_wchan;		/* wait channel (0) */
	char pr_stype;			/* synchronization object type */
	char pr_state;			/* SSLEEP ... SONPROC */
	char pr_sname;			/* printable state */
	char pr_nice;			/* nice value + 20 */
	short pr_syscall;		/* system call number (0) */
	char pr_oldpri;			/* old-style priority (0) */
	char pr_cpu;			/* CPU usage (0) */
	int pr_pri;			/* priority, higher is better */
	ushort_t pr_pctcpu;		/* recent CPU use (0) */
	ushort_t pr_pad;
	timestruc_t pr_start;		/* thread start time */
	timestruc_t pr_time;		/* thread CPU time */
	char pr_clname[8];		/* scheduling class */
	char pr_name[16];		/* thread name */
	processorid_t pr_onpro;		/* CPU last run on */
	processorid_t pr_bindpro;	/* bound CPU or -1 */
	psetid_t pr_bindpset;		/* processor set (-1) */
	int pr_lgrp;			/* locality group (0) */
	hrtime_t pr_last_onproc;	/* last time on a CPU (0) */
	int pr_filler[1];
} lwpsinfo_t;

typedef struct psinfo {
	int pr_flag;			/* process flags */
	int pr_nlwp;			/* live threads */
	pid_t pr_pid;			/* process id */
	pid_t pr_ppid;			/* parent's process id */
	pid_t pr_pgid;			/* process group */
	pid_t pr_sid;			/* session */
	uid_t pr_uid;			/* real user id */
	uid_t pr_euid;			/* effective user id */
	gid_t pr_gid;			/* real group id */
	gid_t pr_egid;			/* effective group id */
	uintptr_t pr_addr;		/* kernel address of the process */
	size_t pr_size;			/* image size in KB */
	size_t pr_rssize;		/* resident set size in KB */
	size_t pr_pad1;
	dev_t pr_ttydev;		/* controlling tty or -1 */
	ushort_t pr_pctcpu;		/* recent CPU use (0) */
	ushort_t pr_pctmem;		/* memory use (0) */
	timestruc_t pr_start;		/* start time */
	timestruc_t pr_time;		/* CPU time */
	timestruc_t pr_ctime;		/* CPU time of reaped children */
	char pr_fname[16];		/* command name */
	char pr_psargs[80];		/* initial arguments */
	int pr_wstat;			/* wait status of a zombie */
	int pr_argc;			/* initial argument count */
	uintptr_t pr_argv;		/* user address of argv */
	uintptr_t pr_envp;		/* user address of the environment */
	char pr_dmodel;			/* PR_MODEL_ILP32 or PR_MODEL_LP64 */
	char pr_pad2[3];
	taskid_t pr_taskid;		/* task (0) */
	projid_t pr_projid;		/* project (0) */
	int pr_nzomb;			/* zombie threads (0) */
	poolid_t pr_poolid;		/* pool (0) */
	zoneid_t pr_zoneid;		/* zone (0) */
	ctid_t pr_contract;		/* contract (0) */
	int pr_filler[1];
	lwpsinfo_t pr_lwp;		/* this thread */
} psinfo_t;

/* pr_state */
inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

/* pr_dmodel */
inline char PR_MODEL_ILP32 = 1;
inline char PR_MODEL_LP64 = 2;

/* pr_flag */
inline int PR_STOPPED = 0x00000001;
inline int PR_ISTOP = 0x00000002;
inline int PR_DSTOP = 0x00000004;
inline int PR_ASLEEP = 0x00000010;
inline int PR_IDLE = 0x00000400;
inline int PR_ISSYS = 0x00001000;
inline int PR_VFORKP = 0x00002000;

/* Nanoseconds as a timestruc_t (CPU times). */
translator timestruc_t < uint64_t N > {
	tv_sec = N / 1000000000;
	tv_nsec = N % 1000000000;
};

translator psinfo_t < struct task_struct *T > {
	pr_flag = (T->flags & 0x00200000) ? PR_ISSYS : 0;
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[2]->numbers[0].nr;
	pr_sid = T->signal->pids[3]->numbers[0].nr;
	pr_uid = T->real_cred->uid.val;
	pr_euid = T->real_cred->euid.val;
	pr_gid = T->real_cred->gid.val;
	pr_egid = T->real_cred->egid.val;
	pr_addr = (uintptr_t)T->group_leader;
	pr_size = T->mm != NULL ? T->mm->total_vm * 4 : 0;
	pr_rssize = T->mm != NULL ? (T->mm->rss_stat[0].count +
	    T->mm->rss_stat[1].count + T->mm->rss_stat[3].count) * 4 : 0;
	pr_pad1 = 0;
	pr_ttydev = T->signal->tty != NULL ?
	    (T->signal->tty->driver->major << 20 |
	    (T->signal->tty->driver->minor_start + T->signal->tty->index)) :
	    -1;
	pr_pctcpu = 0;
	pr_pctmem = 0;
	pr_fname = T->group_leader->comm;
	pr_psargs = T == curthread && T->mm != NULL && T->mm->arg_start != 0 ?
	    copyinstr(T->mm->arg_start) : stringof(T->group_leader->comm);
	pr_wstat = T->exit_state ? T->exit_code : 0;
	pr_dmodel = PR_MODEL_LP64;
	pr_taskid = 0;
	pr_projid = 0;
	pr_nzomb = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
	pr_time = xlate <timestruc_t> (T->signal->utime + T->signal->stime +
	    T->utime + T->stime);
	pr_ctime = xlate <timestruc_t> (T->signal->cutime +
	    T->signal->cstime);
	pr_lwp = xlate <lwpsinfo_t> (T);
};

translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = ((T->__state & 0xc) ? PR_STOPPED : 0) |
	    (T->pid == 0 ? PR_IDLE : 0) |
	    ((T->flags & 0x00200000) ? PR_ISSYS : 0);
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_stype = 0;
	pr_state = (T->exit_state & 0x30) || (T->__state & 0x80) ? SZOMB :
	    (T->__state & 0xc) ? SSTOP :
	    (T->__state & 0x800) ? SIDL :
	    (T->__state & 0x1043) ? SSLEEP :
	    T->on_cpu ? SONPROC : SRUN;
	pr_sname = (T->exit_state & 0x30) || (T->__state & 0x80) ? 'Z' :
	    (T->__state & 0xc) ? 'T' :
	    (T->__state & 0x800) ? 'I' :
	    (T->__state & 0x1043) ? 'S' :
	    T->on_cpu ? 'O' : 'R';
	pr_nice = T->static_prio - 100;
	pr_syscall = 0;
	pr_oldpri = 0;
	pr_cpu = 0;
	pr_pri = 139 - T->prio;
	pr_pctcpu = 0;
	pr_pad = 0;
	pr_clname = (T->flags & 0x00200000) ? "SYS" :
	    T->policy == 1 || T->policy == 2 ? "RT" :
	    T->policy == 5 ? "IDLE" :
	    T->policy == 6 ? "DL" :
	    T->policy == 7 ? "EXT" : "TS";
	pr_name = T->comm;
	pr_onpro = T->thread_info.cpu;
	pr_bindpro = T->nr_cpus_allowed == 1 ? T->thread_info.cpu : -1;
	pr_bindpset = -1;
	pr_lgrp = 0;
	pr_last_onproc = 0;
	pr_time = xlate <timestruc_t> (T->utime + T->stime);
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
