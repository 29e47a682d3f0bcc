#!/bin/sh
sed "s|$TRIG|TRIG|g"
