"""CR 614.9: redirection effects of static abilities, compiled from Oracle text: 'All damage that would be dealt
to you is dealt to Empyrial Archangel instead.', Palisade Giant ('to you and other permanents you control'),
Treacherous Link ('to enchanted creature is dealt to its controller'), Pariah's Shield ('to equipped creature'),
Veteran Bodyguard and Weathered Bodyguards ('as long as ~ is untapped', 611.3a; 'by unblocked creatures').
614.5: the effects already applied don't apply again to the damage redirected. 616.1: with two of them the
affected player chooses which applies."""

from __future__ import annotations

from support import attack, block, board, cast, pass_both, resolve_stack, to_attackers, use_compiled

use_compiled("Empyrial Archangel", "Palisade Giant", "Treacherous Link", "Pariah's Shield", "Veteran Bodyguard",
             "Weathered Bodyguards", "Protector of the Crown", "Thunderstaff")


def _events(game, kind: str) -> list:
    return [e for e in game.state.events() if e.kind == kind]


def _no_blocks(game) -> None:
    while game.pending.kind == "priority":
        game.apply("pass")
    block(game)


def test_614_9_damage_to_you_is_dealt_to_the_archangel_instead() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Empyrial Archangel"]})
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 20
    assert game.state.objects[game.find("Empyrial Archangel")].damage == 3
    assert any(e.rules == ("614.9",) for e in _events(game, "redirected"))


def test_614_9_other_permanents_only_damage_to_the_giant_itself_stays() -> None:
    """Palisade Giant: 'you and other permanents you control': a Shock at the Giant is dealt to the Giant; one at
    the Bears is dealt to the Giant instead."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Palisade Giant", "Grizzly Bears"]})
    giant, bears = game.find("Palisade Giant"), game.find("Grizzly Bears")
    cast(game, "Shock", bears)
    resolve_stack(game)
    assert game.state.objects[bears].damage == 0 and game.state.objects[giant].damage == 2
    cast(game, "Shock", giant)
    resolve_stack(game)
    assert game.state.objects[giant].damage == 4
    assert len(_events(game, "redirected")) == 1


def test_614_5_two_giants_each_redirect_once() -> None:
    """614.5: Shock at Giant A is dealt to Giant B by B's effect, then back to A by A's effect; B's effect has
    had its one opportunity, so A is dealt the damage (no endless loop)."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]},
                 {"battlefield": [{"card": "Palisade Giant", "label": "a"}, {"card": "Palisade Giant", "label": "b"}]})
    a, b = game.find("a"), game.find("b")
    cast(game, "Shock", a)
    resolve_stack(game)
    assert game.state.objects[a].damage == 2 and game.state.objects[b].damage == 0
    assert len(_events(game, "redirected")) == 2


def test_616_1_two_protectors_the_affected_player_chooses_one() -> None:
    """Ruling (Protector of the Crown): "If you control more than one Protector of the Crown, you choose which
    redirection effect to apply. You can't divide damage dealt by one source." """
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": "Protector of the Crown", "label": "p1"},
                                  {"card": "Protector of the Crown", "label": "p2"}]})
    first, second = game.find("p1"), game.find("p2")
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    q = game.state.question
    assert q is not None and q.player == 1
    game.apply("choose 1")
    resolve_stack(game)
    damage = sorted(game.state.objects[p].damage for p in (first, second))
    assert damage == [0, 3] and game.state.players[1].life == 20


def test_614_9_enchanted_creatures_damage_to_its_controller() -> None:
    """Treacherous Link: damage to the enchanted creature is dealt to its controller instead."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Treacherous Link", "attached_to": "bears"}]})
    bears = game.find("Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    resolve_stack(game)
    assert game.state.objects[bears].damage == 0 and game.state.players[1].life == 17


def test_unattached_pariahs_shield_leaves_the_damage_alone() -> None:
    """Ruling (Pariah's Shield): "If Pariah's Shield isn't attached to a creature, all damage that would be dealt
    to you is dealt to you normally." Attached, it is dealt to the equipped creature."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Pariah's Shield", "Grizzly Bears"]})
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]},
                 {"battlefield": [{"card": "Hill Giant", "label": "g"}, {"card": "Pariah's Shield", "attached_to": "g"}]})
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 20 and game.state.objects[game.find("Hill Giant")].damage == 2


def test_611_3a_bodyguard_redirects_while_untapped_from_unblocked_creatures_only() -> None:
    """Veteran Bodyguard: an unblocked attacker's damage goes to the untapped Bodyguard, not
    while it is tapped."""
    game = board({"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Veteran Bodyguard"]}, step="beginning_of_combat")
    guard = game.find("Veteran Bodyguard")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    _no_blocks(game)
    while game.state.step != "end_of_combat":
        pass_both(game)
    assert game.state.players[1].life == 20 and game.state.objects[guard].damage == 2
    game = board({"battlefield": ["Grizzly Bears"]},
                 {"battlefield": [{"card": "Veteran Bodyguard", "tapped": True}]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    while game.state.step != "end_of_combat":
        pass_both(game)
    assert game.state.players[1].life == 18


def test_weathered_bodyguards_leave_noncombat_damage_alone() -> None:
    """Ruling (Weathered Bodyguards): "affects only combat damage from unblocked creatures. It won't affect
    noncombat damage" """
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Weathered Bodyguards"]})
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 18


def test_611_3a_thunderstaff_prevents_only_while_untapped() -> None:
    """Thunderstaff: 'As long as Thunderstaff is untapped, if a creature would deal combat damage to you, prevent
    1 of that damage.'"""
    for tapped, life in ((False, 19), (True, 18)):
        game = board({"battlefield": ["Grizzly Bears"]},
                     {"battlefield": [{"card": "Thunderstaff", "tapped": tapped}]}, step="beginning_of_combat")
        to_attackers(game)
        attack(game, game.find("Grizzly Bears"))
        while game.state.step != "end_of_combat":
            pass_both(game)
        assert game.state.players[1].life == life
