# pyfuncs.py - the Python program of the usdt tests: a known sequence of
# function calls (python:::function-entry fires for each, with the file,
# the function and its first line).


def leaf(n):
    return n + 1


def middle(n):
    return leaf(n) * 2


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n = middle(self.n)
        return self.n


c = Counter()
c.bump()
c.bump()
