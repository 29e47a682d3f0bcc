# Makefile - builds dtrace, its unit tests and test helpers.
#
#   make            build build/dtrace
#   make check      everything CI runs: unit, golden and live tests (root)
#   make check-unit unit and compile-only tests (no root needed)
#   make asan       the same binaries with ASan+UBSan under build-asan/
#   make fuzz       libFuzzer harnesses tests/fuzz/fuzz_*.c -> build-fuzz/
#                   (clang; the library rebuilt with sanitizer coverage)
#   make deps       install the Debian packages the build needs (root)
#   make demo       deps + build + a short real trace
#   make bench      run the benchmarks in bench/ (root)
#   make install    dtrace and dwatch to $(PREFIX)/sbin, the D library to
#                   $(PREFIX)/lib/dtrace, man pages to $(PREFIX)/share/man
#                   (DESTDIR for staging)
#   make check-man  the man pages in docs/man render without warnings

CC      ?= cc
B       ?= build
PREFIX  ?= /usr/local
LIBDIR  := $(PREFIX)/lib/dtrace
PKGS    := libbpf libelf libdw zlib capstone
CFLAGS  ?= -O2 -g
WFLAGS  := -std=gnu11 -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers \
           -Wshadow -Wpointer-arith -fno-strict-aliasing -MMD -MP -D_GNU_SOURCE \
           -DDT_LIBDIR='"$(LIBDIR)"' 
# capstone: headers only; probes/insn.c dlopen()s it when a pid offset
# probe needs it, so that no other run pays for loading it
LINKPKGS := $(filter-out capstone,$(PKGS))
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(LINKPKGS) 2>/dev/null || echo -lbpf -lelf -ldw -lz)
LDLIBS  += $(PKG_LIBS) -lpthread -ldl

LIBDIRS := base format compiler codegen driver bpf probes runtime output
LIBSRC  := $(foreach d,$(LIBDIRS),$(wildcard src/$(d)/*.c))
LIBOBJ  := $(LIBSRC:%.c=$(B)/%.o)
CLISRC  := $(wildcard src/cli/*.c)
CLIOBJ  := $(CLISRC:%.c=$(B)/%.o)
GENSRC  := $(B)/gen/syscalls.c
GENOBJ  := $(B)/gen/syscalls.o
UNITSRC := $(wildcard tests/unit/test_*.c)
UNITBIN := $(UNITSRC:tests/unit/%.c=$(B)/tests/unit/%)
TRIGSRC := $(wildcard tests/harness/trig/*.c)
TRIGBIN := $(TRIGSRC:tests/harness/trig/%.c=$(B)/trig/%)
# shared libraries for triggers (tests/harness/trig/lib/NAME.c -> libNAME.so)
TRIGLIBSRC := $(wildcard tests/harness/trig/lib/*.c)
TRIGLIB := $(TRIGLIBSRC:tests/harness/trig/lib/%.c=$(B)/trig/lib%.so)
# USDT triggers beyond usdt_app (rules below)
USDTBIN := $(B)/trig/usdt_app_nopie $(B)/trig/libusdt_lib.so $(B)/trig/usdt_so \
	$(B)/trig/libusdtdl.so $(B)/trig/usdt_dlopen $(B)/trig/usdt_xlate
BENCHSRC := $(wildcard bench/*.c)
BENCHBIN := $(BENCHSRC:bench/%.c=$(B)/bench/%)
FUZZSRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZBIN := $(FUZZSRC:tests/fuzz/%.c=$(B)/%)
REPLAYBIN := $(FUZZSRC:tests/fuzz/fuzz_%.c=$(B)/tests/fuzz/replay_%)
FUZZCC  ?= clang
FUZZSAN := -fsanitize=address,undefined

# ustack_nofp stripped, its symbols in a separate file (.gnu_debuglink)
STRIPBIN := $(B)/trig/ustack_strip

all: $(B)/dtrace $(UNITBIN) $(TRIGBIN) $(TRIGLIB) $(USDTBIN) $(STRIPBIN) $(BENCHBIN) $(REPLAYBIN)

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(WFLAGS) $(PKG_CFLAGS) -c -o $@ $<

$(B)/gen/syscalls.c: tools/gen-syscalls.sh tools/syscalls-extra.txt
	@mkdir -p $(dir $@)
	sh tools/gen-syscalls.sh tools/syscalls-extra.txt > $@.tmp && mv $@.tmp $@

$(B)/gen/syscalls.o: $(B)/gen/syscalls.c
	$(CC) $(CFLAGS) $(WFLAGS) -Isrc -c -o $@ $<

$(B)/libdtrace.a: $(LIBOBJ) $(GENOBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/dtrace: $(CLIOBJ) $(B)/libdtrace.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLIOBJ) $(B)/libdtrace.a $(LDLIBS)

$(B)/tests/unit/%: tests/unit/%.c tests/unit/unit.h $(B)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(WFLAGS) $(PKG_CFLAGS) -Isrc -o $@ $< $(B)/libdtrace.a $(LDLIBS)

# the fuzz replay test compiles the harnesses in (#include)
$(B)/tests/unit/test_fuzz_replay: $(FUZZSRC)

# a harness without libFuzzer: replays tests/fuzz/{crashes,corpus}/TARGET
$(B)/tests/fuzz/replay_%: tests/fuzz/replay.c tests/fuzz/fuzz_%.c $(B)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(WFLAGS) $(PKG_CFLAGS) -Isrc -o $@ tests/fuzz/replay.c \
		tests/fuzz/fuzz_$*.c $(B)/libdtrace.a $(LDLIBS)

# libFuzzer harnesses; only built through `make fuzz` (B=build-fuzz)
$(B)/fuzz_%: tests/fuzz/fuzz_%.c $(B)/libdtrace.a
	$(CC) $(CFLAGS) $(WFLAGS) $(PKG_CFLAGS) -Isrc -fsanitize=fuzzer -o $@ $< \
		$(B)/libdtrace.a $(LDLIBS)

$(B)/trig/%: tests/harness/trig/%.c
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -fno-omit-frame-pointer -o $@ $< -lpthread -ldl

$(B)/trig/lib%.so: tests/harness/trig/lib/%.c
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -fno-omit-frame-pointer -shared -fPIC -o $@ $<

# the usdt trigger is linked to a library with a probe of its own
$(B)/trig/usdt: tests/harness/trig/usdt.c tests/harness/trig/usdt/guarded.c \
		$(B)/trig/libusdtlib.so
	$(CC) -O1 -g -fno-omit-frame-pointer -o $@ $< tests/harness/trig/usdt/guarded.c -L$(B)/trig -lusdtlib \
		-Wl,-rpath,'$$ORIGIN'

# the usdt trigger as a library that usdt_dlopen dlopen's (USDT probes in
# objects mapped later)
$(B)/trig/libusdtdl.so: tests/harness/trig/usdt.c tests/harness/trig/usdt/guarded.c \
		$(B)/trig/libusdtlib.so
	$(CC) -O1 -g -fno-omit-frame-pointer -fPIC -shared -fvisibility=hidden \
		'-Dmain=__attribute__((visibility("default"))) usdt_main' -o $@ $< \
		tests/harness/trig/usdt/guarded.c -L$(B)/trig -lusdtlib -Wl,-rpath,'$$ORIGIN'

$(B)/trig/usdt_dlopen: tests/harness/trig/usdt/usdt_dlopen.c $(B)/trig/libusdtdl.so
	$(CC) -O1 -g -fno-omit-frame-pointer -o $@ $< -ldl

# user stacks without frame pointers (DWARF unwinding, tests/d/stack)
$(B)/trig/ustack_nofp: tests/harness/trig/ustack_nofp.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -g -fomit-frame-pointer -o $@ $<

# the same, stripped (no .symtab: its functions are not in .dynsym either),
# with a .gnu_debuglink to ustack_strip.debug beside it
$(B)/trig/ustack_strip: tests/harness/trig/ustack_nofp.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -g -fomit-frame-pointer -o $@.full $<
	objcopy --only-keep-debug $@.full $@.debug
	objcopy --strip-all --add-gnu-debuglink=$@.debug $@.full $@
	rm -f $@.full

# USDT triggers (docs/usdt-build.md): header and semaphore object made by
# our own dtrace -h / -G from tests/harness/trig/usdt_app.d.  usdt_app is
# PIE (the compiler's default), usdt_app_nopie is not, usdt_so calls the
# probe of the shared library libusdt_lib.so.
USDTD    := tests/harness/trig/usdt_app.d
USDTCC   := $(CC) -O1 -g -fno-omit-frame-pointer -I$(B)/trig

$(B)/trig/usdt_app.h: $(USDTD) $(B)/dtrace
	@mkdir -p $(dir $@)
	$(B)/dtrace -h -s $(USDTD) -o $@

$(B)/trig/usdt_app_sem.o: $(USDTD) $(B)/dtrace
	@mkdir -p $(dir $@)
	$(B)/dtrace -G -s $(USDTD) -o $@

$(B)/trig/usdt_app: tests/harness/trig/usdt_app.c $(B)/trig/usdt_app.h $(B)/trig/usdt_app_sem.o
	$(USDTCC) -o $@ $< $(B)/trig/usdt_app_sem.o

$(B)/trig/usdt_app_nopie: tests/harness/trig/usdt_app.c $(B)/trig/usdt_app.h $(B)/trig/usdt_app_sem.o
	$(USDTCC) -fno-pie -no-pie -o $@ $< $(B)/trig/usdt_app_sem.o

$(B)/trig/libusdt_lib.so: tests/harness/trig/usdt/usdt_lib.c $(B)/trig/usdt_app.h $(B)/trig/usdt_app_sem.o
	$(USDTCC) -fPIC -shared -o $@ $< $(B)/trig/usdt_app_sem.o

$(B)/trig/usdt_so: tests/harness/trig/usdt/usdt_so_main.c $(B)/trig/libusdt_lib.so
	$(USDTCC) -o $@ $< -L$(B)/trig -lusdt_lib -Wl,-rpath,'$$ORIGIN'

# usdt_xlate: probes with translated arguments (usdt_xlate.d)
$(B)/trig/usdt_xlate.h: tests/harness/trig/usdt_xlate.d $(B)/dtrace
	@mkdir -p $(dir $@)
	$(B)/dtrace -h -s tests/harness/trig/usdt_xlate.d -o $@

$(B)/trig/usdt_xlate_sem.o: tests/harness/trig/usdt_xlate.d $(B)/dtrace
	@mkdir -p $(dir $@)
	$(B)/dtrace -G -s tests/harness/trig/usdt_xlate.d -o $@

$(B)/trig/usdt_xlate: tests/harness/trig/usdt_xlate.c $(B)/trig/usdt_xlate.h $(B)/trig/usdt_xlate_sem.o
	$(USDTCC) -Wall -Werror -o $@ $< $(B)/trig/usdt_xlate_sem.o

$(B)/bench/%: bench/%.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -g $(PKG_CFLAGS) -o $@ $< $(LDLIBS)

check: all
	$(MAKE) --no-print-directory asan
	sh tests/harness/check.sh

check-unit: all
	sh tests/harness/run.sh --build $(B) --no-live

asan:
	$(MAKE) B=build-asan CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" \
		LDFLAGS="-fsanitize=address,undefined" all

fuzz:
	$(MAKE) B=build-fuzz CC=$(FUZZCC) \
		CFLAGS="-O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link $(FUZZSAN)" \
		LDFLAGS="$(FUZZSAN)" fuzz-bins

fuzz-bins: $(FUZZBIN)

check-asan: asan
	ASAN_OPTIONS=detect_leaks=1 sh tests/harness/run.sh --build build-asan --no-live

deps:
	sh tools/install-deps.sh

demo: deps all
	sh tools/demo.sh $(B)/dtrace

bench: all
	sh bench/run.sh $(B)

# the binary finds its library as ../lib/dtrace from its own directory,
# which holds for the build tree (build/), PREFIX/sbin and a DESTDIR
# staging copy alike; DT_LIBDIR (from PREFIX) is the fallback
MANDIR  ?= $(PREFIX)/share/man
MANPAGES := docs/man/dtrace.1 docs/man/dwatch.1 docs/man/d.7

install: $(B)/dtrace
	install -d $(DESTDIR)$(PREFIX)/sbin $(DESTDIR)$(LIBDIR) \
		$(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	install -m 755 $(B)/dtrace $(DESTDIR)$(PREFIX)/sbin/dtrace
	install -m 755 tools/dwatch $(DESTDIR)$(PREFIX)/sbin/dwatch
	install -m 644 lib/dtrace/*.d $(DESTDIR)$(LIBDIR)/
	install -m 644 docs/man/dtrace.1 docs/man/dwatch.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 docs/man/d.7 $(DESTDIR)$(MANDIR)/man7/

# the man pages must render without a warning
check-man:
	@for m in $(MANPAGES); do \
		out=$$(groff -man -Tutf8 -ww -z $$m 2>&1); \
		[ -z "$$out" ] || { echo "$$m: $$out"; exit 1; }; \
	done

clean:
	rm -rf build build-asan build-fuzz

.PHONY: all install check-man check check-unit asan check-asan fuzz fuzz-bins deps demo bench clean
.DELETE_ON_ERROR:
-include $(LIBOBJ:.o=.d) $(CLIOBJ:.o=.d)
