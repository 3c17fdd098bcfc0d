"""CR 508.1m / 603.2: abilities that trigger on an attack as a whole, once attackers are declared
(mechanics/attack_events): 'whenever enchanted player is attacked' (the Curses), 'whenever a player attacks
enchanted player with one or more creatures', 'whenever one or more creatures attack (you)', 'whenever an
opponent attacks a planeswalker you control', and 'whenever a creature attacks one of your opponents' (508.3a)."""

from __future__ import annotations

from support import (
    attack,
    basics,
    board,
    cast,
    hand_size,
    life,
    names,
    pass_until,
    pt,
    resolve_stack,
    to_attackers,
    triggers,
)

from lithoform.play.game import Game

LANDS = basics(Plains=2, Swamp=2, Island=2, Forest=2, Mountain=2)


def _curse(game: Game, name: str, player: int) -> None:
    """Casts the Aura `name` from P1's hand enchanting the player `player` (303.4a)."""
    cast(game, name, f"P{player + 1}")
    resolve_stack(game)
    assert game.state.objects[game.find(name)].attached_to == -player - 1


def _p1_attacks(p1: list, p2: list | None = None, hand: tuple[str, ...] = (), cursed: int = 1,
                attackers: tuple[str, ...] = ("Grizzly Bears",), settle: bool = True) -> Game:
    """P1 (with `p1` and lands) casts the Curse in `hand` on `cursed`, then attacks P2 with `attackers`; with
    `settle`, the triggers resolve."""
    game = board({"battlefield": [*LANDS, *p1], "hand": list(hand)}, {"battlefield": p2 or []})
    for name in hand:
        _curse(game, name, cursed)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, *(game.find(a) for a in attackers))
    if settle:
        resolve_stack(game)
    return game


def _p2_attacks(curse: str, cursed: int) -> Game:
    """P1 casts `curse` on `cursed`; on P2's next turn P2 attacks P1 with Grizzly Bears."""
    game = board({"battlefield": LANDS, "hand": [curse]}, {"battlefield": ["Grizzly Bears"]})
    _curse(game, curse, cursed)
    pass_until(game, "beginning_of_combat", turn=4)
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"), at="P1")
    resolve_stack(game)
    return game


def test_508_1m_enchanted_player_is_attacked_triggers_once() -> None:
    """Curse of Opulence. Ruling: "Each Curse's ability triggers only once, no matter how many creatures are
    attacking the enchanted player." P1 attacks with two creatures: one trigger, one Gold token."""
    game = _p1_attacks(["Grizzly Bears", "Memnite"], hand=("Curse of Opulence",), attackers=("Grizzly Bears", "Memnite"))
    assert triggers(game, "Curse of Opulence") == 1
    assert names(game, "battlefield", 0).count("Gold") == 1


def test_508_1m_attacking_another_player_doesnt_trigger_it() -> None:
    game = _p1_attacks(["Grizzly Bears"], hand=("Curse of Verbosity",), cursed=0)  # the curse is on P1
    assert triggers(game, "Curse of Verbosity") == 0


def test_each_opponent_attacking_that_player_does_the_same() -> None:
    """Curse of Verbosity on its own controller. Ruling: "If you enchant yourself with one of these Curses,
    you'll get its effects whenever another player attacks you." P2 attacks P1: P1 draws, and P2, an opponent
    attacking the enchanted player, does the same."""
    game = _p2_attacks("Curse of Verbosity", 0)
    assert triggers(game, "Curse of Verbosity") == 1
    assert hand_size(game, 0) == 1 and hand_size(game, 1) == 2  # P2 drew for their turn too


def test_the_controller_attacking_isnt_an_opponent_attacking() -> None:
    """Curse of Vitality on P2, attacked by its controller P1: P1 gains 2 life; no opponent of P1 attacks."""
    game = _p1_attacks(["Grizzly Bears"], hand=("Curse of Vitality",))
    assert life(game, 0) == 22 and life(game, 1) == 20


def test_that_attacking_player_may_create_a_tapped_token() -> None:
    """Curse of Shallow Graves: 'Whenever a player attacks enchanted player with one or more creatures, that
    attacking player may create a tapped 2/2 black Zombie creature token.' (111.1: tapped as created)."""
    game = _p1_attacks(["Grizzly Bears"], hand=("Curse of Shallow Graves",), settle=False)
    game.apply("pass")
    game.apply("pass")
    p = game.pending
    assert p.kind == "may" and p.player == 0, p  # the attacking player decides (608.2d)
    game.apply("yes")
    assert names(game, "battlefield", 0).count("Zombie Token") == 1
    assert game.state.objects[game.find("Zombie Token")].tapped


def test_508_1m_one_or_more_creatures_attack_you() -> None:
    """Orim's Prayer: 'Whenever one or more creatures attack you, you gain 1 life for each attacking creature.'
    Ruling: "The ability only triggers when one or more creatures attack you." P1's own attack on P2 doesn't."""
    game = _p1_attacks(["Grizzly Bears", "Memnite"], ["Orim's Prayer"], attackers=("Grizzly Bears", "Memnite"))
    assert triggers(game, "Orim's Prayer") == 1 and life(game, 1) == 22
    game = _p1_attacks(["Grizzly Bears", "Orim's Prayer"])
    assert triggers(game, "Orim's Prayer") == 0


def test_508_3a_a_creature_attacks_one_of_your_opponents() -> None:
    """Calculating Lich: 'Whenever a creature attacks one of your opponents, that player loses 1 life.' Once
    for each attacking creature (508.3a); 'that player' is the opponent attacked."""
    game = _p1_attacks(["Calculating Lich", "Grizzly Bears", "Memnite"], attackers=("Grizzly Bears", "Memnite"))
    assert triggers(game, "Calculating Lich") == 2 and life(game, 1) == 18 and life(game, 0) == 20


def test_508_3a_an_opponents_creature_attacking_you_doesnt_trigger_it() -> None:
    game = board({"battlefield": ["Calculating Lich"]}, {"battlefield": ["Grizzly Bears"]}, turn=4, active="P2")
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"), at="P1")
    resolve_stack(game)
    assert triggers(game, "Calculating Lich") == 0


def test_that_creature_is_the_one_attacking() -> None:
    """Gahiji, Honored One: '... that creature gets +2/+0 until end of turn.'"""
    game = _p1_attacks(["Gahiji, Honored One", "Grizzly Bears"])
    assert pt(game, game.find("Grizzly Bears")) == (4, 2)


def test_508_1m_an_opponent_attacks_a_planeswalker_you_control() -> None:
    """Oath of Kaya: 'Whenever an opponent attacks a planeswalker you control with one or more creatures, Oath
    of Kaya deals 2 damage to that player and you gain 2 life.' Ruling: "If an opponent attacks more than one
    planeswalker you control, the last ability of Oath of Kaya triggers once for each of those attacked
    planeswalkers." P2 attacks one: 2 damage to P2 (the attacking player), P1 gains 2."""
    game = board({"battlefield": ["Grizzly Bears"]},
                 {"battlefield": ["Oath of Kaya", {"card": "Jace Beleren", "counters": {"loyalty": 3}}]})
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"), at=str(game.find("Jace Beleren")))
    resolve_stack(game)
    assert triggers(game, "Oath of Kaya") == 1 and life(game, 0) == 18 and life(game, 1) == 22


def test_an_attack_on_the_player_isnt_on_a_planeswalker() -> None:
    game = board({"battlefield": ["Grizzly Bears"]},
                 {"battlefield": ["Oath of Kaya", {"card": "Jace Beleren", "counters": {"loyalty": 3}}]})
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Oath of Kaya") == 0
