"""'Gain control of target creature for as long as you control ~' / 'for as long as ~ remains on the battlefield'
(611.2b, 613.1b; Dragonlord Silumgar, Sower of Temptation): a control-changing effect with a duration."""
