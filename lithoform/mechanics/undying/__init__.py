"""Undying (702.93) and persist (702.79): 'When this creature dies, if it had no +1/+1 (-1/-1) counters on
it, return it to the battlefield under its owner's control with a +1/+1 (-1/-1) counter on it.'"""
