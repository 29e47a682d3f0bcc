before
from system 42
after
second

