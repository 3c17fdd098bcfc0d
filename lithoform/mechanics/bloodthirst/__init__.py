"""Bloodthirst (702.54): 'If an opponent was dealt damage this turn, this permanent enters with N +1/+1
counters on it.'"""
