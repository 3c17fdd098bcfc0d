"""'Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value'
(701.23a; 608.2h: the sacrificed object's last known information; 202.3): the number is counted once, as the
search begins, from what was sacrificed to pay the cost (Birthing Pod) or earlier in the resolution (Enigmatic
Incarnation)."""

from __future__ import annotations

from support import activate, board, lands, pass_until

from lithoform import Game


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    if zone == "battlefield":
        return [game.chars(o).name for o in game.state.zones[zone] if game.state.objects[o].controller == player]
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _resolve_to_choice(game: Game) -> None:
    for _ in range(20):
        if game.pending.kind != "priority" or not game.state.stack:
            return
        game.apply("pass")


def test_701_23a_birthing_pod_finds_only_mana_value_one_more() -> None:
    """Birthing Pod: '{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana
    value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle.
    Activate only as a sorcery.' Ruling (2011-06-01): 'A creature's mana value is determined solely by the mana
    symbols printed in its upper right corner ...'"""
    game = board({"battlefield": ["Birthing Pod", "Grizzly Bears", lands("Forest", 2)],
                  "library": ["Gray Ogre", "Serra Angel", "Runeclaw Bear", "Centaur Courser", "Hill Giant", "Shock"]})
    activate(game, "Birthing Pod", 1, sacrifice=[game.find("Grizzly Bears")])
    _resolve_to_choice(game)
    assert game.pending.kind == "choose"
    offered = sorted(game.state.objects[o].card for o in game.pending.options)
    assert offered == ["Centaur Courser", "Gray Ogre"]  # mana value 3 = 1 + Grizzly Bears's 2
    pick = next(o for o in game.pending.options if game.state.objects[o].card == "Gray Ogre")
    game.apply(f"choose {pick}")
    assert "Gray Ogre" in _names(game, "battlefield")
    assert "Grizzly Bears" in _names(game, "graveyard")


def test_608_2h_enigmatic_incarnation_counts_the_enchantment_sacrificed_as_it_resolves() -> None:
    """Enigmatic Incarnation: 'At the beginning of your end step, you may sacrifice another enchantment. If you
    do, search your library for a creature card with mana value equal to 1 plus the sacrificed enchantment's mana
    value, put that card onto the battlefield, then shuffle.' Ruling (2020-01-24): 'While resolving Enigmatic
    Incarnation's ability, you can't sacrifice multiple enchantments to get multiple creatures.'"""
    game = board({"battlefield": ["Enigmatic Incarnation", "Glorious Anthem"],
                  "library": ["Grizzly Bears", "Gray Ogre", "Hill Giant", "Serra Angel"]})
    pass_until(game, "end")
    for _ in range(10):  # the trigger resolves; 'you may' (yes): the only other enchantment is sacrificed
        p = game.pending
        if p.kind == "may":
            game.apply("yes")
        elif p.kind == "priority" and game.state.stack:
            game.apply("pass")
        else:
            break
    assert game.pending.kind == "choose"
    offered = sorted(game.state.objects[o].card for o in game.pending.options)
    assert offered == ["Hill Giant"]  # 1 + Glorious Anthem's mana value 3
    game.apply(f"choose {game.pending.options[0]}")
    assert "Hill Giant" in _names(game, "battlefield")
    assert "Glorious Anthem" in _names(game, "graveyard")
