"""`lithoform.env.gym` is `lithoform.play.env.gym`, the very module (not a copy: one set of caches and classes)."""

import sys

from lithoform.play.env import gym as _module

sys.modules[__name__] = _module  # (the import system hands on what sys.modules holds once this module has run)
