10 big
20 small
1

