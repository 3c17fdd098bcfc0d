"""'[Permanents] don't untap during their controllers' untap steps' (502.3: effects can keep permanents from
untapping), as a static ability of a group (Back to Basics) and as the effect of a resolving ability for a
duration ('... for as long as ~ remains tapped', 611.2b; '... during their controllers' next untap steps')."""
