"""`lithoform.env.pettingzoo` is `lithoform.play.env.pettingzoo`, the very module (not a copy: one set of caches and classes)."""

import sys

from lithoform.play.env import pettingzoo as _module

sys.modules[__name__] = _module  # (the import system hands on what sys.modules holds once this module has run)
