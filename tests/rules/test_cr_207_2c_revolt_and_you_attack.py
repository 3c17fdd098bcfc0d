"""Revolt (an ability word, 207.2c): 'if a permanent you controlled left the battlefield this turn', read
from the turn's zone changes with the permanent's last known controller (608.2h) (mechanics/revolt); and
'Whenever you attack' (508.1m: once as attackers are declared) (mechanics/you_attack)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.cards.tree import Trigger
from lithoform.mechanics.you_attack.text import YouAttackRules


def _push(target: str, revolt: bool) -> bool:
    """Fatal Push at P2's `target`; with `revolt`, P1's Memnite is killed first. True if the target died."""
    game = board({"battlefield": ["Swamp", "Mountain", "Memnite"], "hand": ["Fatal Push", "Shock"]},
                 {"battlefield": [target]})
    if revolt:
        cast(game, game.find("Shock"), game.find("Memnite"))
        pass_both(game)
    victim = game.find(target)
    cast(game, game.find("Fatal Push"), victim)
    pass_both(game)
    return victim not in game.zone("battlefield")


def test_608_2c_fatal_push_destroys_mana_value_2_or_less() -> None:
    assert _push("Grizzly Bears", revolt=False)
    assert not _push("Centaur Courser", revolt=False)  # mana value 3


def test_207_2c_revolt_raises_it_to_mana_value_4_or_less() -> None:
    assert _push("Centaur Courser", revolt=True)
    assert not _push("Colossal Dreadmaw", revolt=True)  # mana value 6


def test_revolt_counts_only_permanents_you_controlled() -> None:
    game = board({"battlefield": ["Swamp", "Mountain"], "hand": ["Fatal Push", "Shock"]},
                 {"battlefield": ["Memnite", "Centaur Courser"]})
    cast(game, game.find("Shock"), game.find("Memnite"))  # P2's permanent leaves: no revolt for P1
    pass_both(game)
    courser = game.find("Centaur Courser")
    cast(game, game.find("Fatal Push"), courser)
    pass_both(game)
    assert courser in game.zone("battlefield")


def test_508_1m_whenever_you_attack_is_once_for_one_or_more_attackers() -> None:
    trigger = YouAttackRules().trig_you_attack([])
    assert trigger == Trigger("attack_with", filter=trigger.filter, min_attackers=1)
    assert trigger.filter.types == ("Creature",)
