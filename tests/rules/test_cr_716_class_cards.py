"""CR 716: Class cards. 716.2a: '[Cost]: Level N — [Abilities]' means '[Cost]: This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery' and 'As long as this Class is level N or
greater, it has [abilities]'; 716.2b: a level is a designation of the permanent, not copiable; 716.2d: a
permanent without a level is level 1; 716.3: the abilities above the first bar work at all times. Played with
Ranger Class ("When Ranger Class enters the battlefield, create a 2/2 green Wolf creature token. {1}{G}: Level 2
— Whenever you attack, put a +1/+1 counter on target attacking creature. {3}{G}: Level 3 — You may look at the
top card of your library any time. You may cast creature spells from the top of your library.")."""

from __future__ import annotations

from support import activate, attack, basics, board, cast, counters, legal, pass_both, use_compiled

from lithoform import Game
from lithoform.cards.tree import LevelAbility
from lithoform.catalog.compiled import compiled
from lithoform.state.model import Obj

use_compiled("Ranger Class")
RANGER = "Ranger Class"


def _ranger(**extra: list) -> Game:
    return board({"battlefield": [RANGER, "Grizzly Bears", *basics(Forest=8)], **extra})


def _level(game: Game) -> int:
    obj = game.state.objects[game.find(RANGER)]
    assert isinstance(obj, Obj)
    return obj.level


def test_716_2a_the_level_bar_raises_the_level_and_gives_the_abilities() -> None:
    game = _ranger()
    ranger = game.find(RANGER)
    activate(game, ranger, 1)
    pass_both(game)
    assert _level(game) == 2
    assert [e.args["level"] for e in game.state.events() if e.kind == "class_level"] == [2]
    pass_until_combat(game)
    attack(game, game.find("Grizzly Bears"))
    assert game.pending.kind == "target"  # the level 2 ability triggered: its target
    game.apply(f"target {game.find('Grizzly Bears')}")
    pass_both(game)
    assert counters(game, game.find("Grizzly Bears")) == 1


def pass_until_combat(game: Game) -> None:
    game.apply("pass")
    while game.pending.kind != "attackers":
        game.apply("pass")


def test_716_2a_at_level_1_the_class_has_no_level_2_ability() -> None:
    game = board({"battlefield": [RANGER, "Grizzly Bears"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Grizzly Bears"))
    assert not any(e.kind == "trigger" for e in game.state.events())


def test_716_2a_level_3_only_from_level_2() -> None:
    game = _ranger()
    ranger = game.find(RANGER)
    assert not legal(game, f"activate {ranger} 2")  # level 3's bar: the Class is level 1
    activate(game, ranger, 1)
    pass_both(game)
    assert not legal(game, f"activate {ranger} 1")  # level 2's bar again: it is level 2 now
    assert legal(game, f"activate {ranger} 2")


def test_716_2a_a_level_bar_is_activated_only_as_a_sorcery() -> None:
    game = _ranger(hand=["Giant Growth"])
    ranger = game.find(RANGER)
    cast(game, "Giant Growth", game.find("Grizzly Bears"))
    assert not legal(game, f"activate {ranger} 1")  # the stack isn't empty (307.1)


def test_716_2d_a_class_without_a_level_is_level_1() -> None:
    game = _ranger()
    assert _level(game) == 0  # no level designation yet: treated as level 1
    assert legal(game, f"activate {game.find(RANGER)} 1")


def test_716_2a_the_abilities_under_a_bar_are_compiled_by_level() -> None:
    card = compiled(RANGER).card
    assert card is not None
    levels = [a.level for a in card.faces[0].abilities if isinstance(a, LevelAbility)]
    assert levels == [2, 3, 3]
