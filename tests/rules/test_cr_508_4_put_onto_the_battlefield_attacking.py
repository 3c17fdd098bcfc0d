"""CR 508.4, 113.6, 602.2b: '{2}{U}{B}, Return an unblocked attacking Rogue you control to its owner's hand: Put
~ from your hand onto the battlefield tapped and attacking.' (Zareth San, the Trickster;
mechanics/enters_attacking): an ability that functions in the hand; the card enters attacking without being
declared as an attacker."""

from __future__ import annotations

from support import board, events, pass_both

ZARETH = "Zareth San, the Trickster"
LANDS = [{"card": "Island", "count": 2}, {"card": "Swamp", "count": 2}]


def _after_blockers(p2_battlefield: list):
    game = board({"battlefield": ["Merfolk Windrobber", *LANDS], "hand": [ZARETH]},
                 {"battlefield": p2_battlefield}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Merfolk Windrobber')} P2")
    game.apply("done")
    while game.state.step != "declare_blockers":
        game.apply("pass")
    return game


def test_508_4_it_enters_tapped_and_attacking_without_being_declared() -> None:
    game = _after_blockers([])
    rogue = game.find("Merfolk Windrobber")
    game.apply(f"activate {game.find(ZARETH, zone='hand')} 1")
    game.apply(f"return {rogue}")
    game.apply("autopay")
    pass_both(game)
    zareth = game.find(ZARETH)
    assert game.state.objects[zareth].tapped
    assert any(a == zareth for a, _ in game.state.combat.attackers)
    assert "Merfolk Windrobber" in [game.chars(o).name for o in game.zone("hand")]
    assert events(game, "enters_attacking")
    while game.state.step != "combat_damage":
        game.apply("pass")
    assert game.state.players[1].life == 16


def test_509_1h_before_blockers_no_rogue_is_unblocked() -> None:
    """Ruling (2020-09-25): 'Before blockers are declared, attacking Rogues are neither blocked nor unblocked,
    so you can't pay the cost to activate Zareth San's second ability.'"""
    game = board({"battlefield": ["Merfolk Windrobber", *LANDS], "hand": [ZARETH]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Merfolk Windrobber')} P2")
    game.apply("done")
    assert game.state.step == "declare_attackers"
    zareth = game.find(ZARETH, zone="hand")
    assert not any(a.kind == "activate" and a.args[:1] == (zareth,) for a in game.legal_actions())


def test_508_4_its_controller_chooses_the_planeswalker_it_attacks() -> None:
    """Ruling (2020-09-25): 'You choose which player or planeswalker Zareth San is attacking. It doesn't have
    to be attacking the same player or planeswalker that the returned Rogue was attacking.'"""
    game = _after_blockers(["Basri Ket"])
    game.apply(f"activate {game.find(ZARETH, zone='hand')} 1")
    game.apply(f"return {game.find('Merfolk Windrobber')}")
    game.apply("autopay")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.purpose == "defender"
    walker = game.find("Basri Ket")
    game.apply(f"choose {walker}")
    zareth = game.find(ZARETH)
    assert (zareth, walker) in game.state.combat.attackers


def test_combat_damage_trigger_takes_a_permanent_card_from_that_players_graveyard() -> None:
    """'Whenever Zareth San deals combat damage to a player, you may put target permanent card from that
    player's graveyard onto the battlefield under your control.' Not an instant, not a card of P1's."""
    game = board({"battlefield": [ZARETH]}, {"graveyard": ["Grizzly Bears", "Shock"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find(ZARETH)} P2")
    game.apply("done")
    while game.pending.kind == "priority" and not game.state.stack:
        game.apply("pass")
    bears = game.find("Grizzly Bears", zone="graveyard")
    assert game.pending.kind == "target" and game.pending.options == (bears,)
    game.apply(f"target {bears}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    bears_now = game.find("Grizzly Bears")
    assert game.state.objects[bears_now].controller == 0 and bears_now in game.zone("battlefield")
