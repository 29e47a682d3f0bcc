#!/bin/sh
sed 's/[0-9][0-9]*/N/g'
