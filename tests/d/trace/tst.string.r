hello|
world|

