"""Every mechanic, imported once so that each registers its handlers and hook functions (rules/hooks.py).

Adding a mechanic adds one line here. The order is part of the engine's determinism: hook functions run,
and contribute legal actions, in this order."""

from lithoform.mechanics.activation_bans import rules as _activation_bans  # noqa: F401
from lithoform.mechanics.alternative_costs import rules as _alternative_costs  # noqa: F401
from lithoform.mechanics.annihilator import rules as _annihilator  # noqa: F401
from lithoform.mechanics.bestow import rules as _bestow  # noqa: F401
from lithoform.mechanics.blitz import rules as _blitz  # noqa: F401
from lithoform.mechanics.boast import rules as _boast  # noqa: F401
from lithoform.mechanics.cast_permissions import rules as _cast_permissions  # noqa: F401
from lithoform.mechanics.changeling import rules as _changeling  # noqa: F401
from lithoform.mechanics.convoke import rules as _convoke  # noqa: F401
from lithoform.mechanics.copy_triggers import rules as _copy_triggers  # noqa: F401
from lithoform.mechanics.cumulative_upkeep import rules as _cumulative_upkeep  # noqa: F401
from lithoform.mechanics.cycling import rules as _cycling  # noqa: F401
from lithoform.mechanics.dash import rules as _dash  # noqa: F401
from lithoform.mechanics.day_night import rules as _day_night  # noqa: F401
from lithoform.mechanics.delve import rules as _delve  # noqa: F401
from lithoform.mechanics.double_faced import rules as _double_faced  # noqa: F401
from lithoform.mechanics.echo import rules as _echo  # noqa: F401
from lithoform.mechanics.emblems import rules as _emblems  # noqa: F401
from lithoform.mechanics.enchant_player import rules as _enchant_player  # noqa: F401
from lithoform.mechanics.end_turn import rules as _end_turn  # noqa: F401
from lithoform.mechanics.enters_choice import rules as _enters_choice  # noqa: F401
from lithoform.mechanics.evasion import rules as _evasion  # noqa: F401
from lithoform.mechanics.evoke import rules as _evoke  # noqa: F401
from lithoform.mechanics.exile_to_play import rules as _exile_to_play  # noqa: F401
from lithoform.mechanics.face_down import rules as _face_down  # noqa: F401
from lithoform.mechanics.foretell import rules as _foretell  # noqa: F401
from lithoform.mechanics.graveyard_counts import rules as _graveyard_counts  # noqa: F401
from lithoform.mechanics.hands import rules as _hands  # noqa: F401
from lithoform.mechanics.improvise import rules as _improvise  # noqa: F401
from lithoform.mechanics.lands import rules as _lands  # noqa: F401
from lithoform.mechanics.library_look import rules as _library_look  # noqa: F401
from lithoform.mechanics.mana_extras import rules as _mana_extras  # noqa: F401
from lithoform.mechanics.more_conditions import rules as _more_conditions  # noqa: F401
from lithoform.mechanics.ninjutsu import rules as _ninjutsu  # noqa: F401
from lithoform.mechanics.phasing import rules as _phasing  # noqa: F401
from lithoform.mechanics.protection import rules as _protection  # noqa: F401
from lithoform.mechanics.put_from_hand import rules as _put_from_hand  # noqa: F401
from lithoform.mechanics.reconfigure import rules as _reconfigure  # noqa: F401
from lithoform.mechanics.regeneration import rules as _regeneration  # noqa: F401
from lithoform.mechanics.revolt import rules as _revolt  # noqa: F401
from lithoform.mechanics.sacrificed_values import rules as _sacrificed_values  # noqa: F401
from lithoform.mechanics.saga import rules as _saga  # noqa: F401
from lithoform.mechanics.storm import rules as _storm  # noqa: F401
from lithoform.mechanics.uncounterable import rules as _uncounterable  # noqa: F401
from lithoform.mechanics.undying import rules as _undying  # noqa: F401
