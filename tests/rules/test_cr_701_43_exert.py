"""CR 701.43 and 508.1g: exert. 'You may exert ~ as it attacks' is an optional cost to attack (701.43d),
chosen as attackers are declared (508.1g); an exerted creature won't untap during its controller's next
untap step (701.43a); 'When you do, ...' is the linked reflexive ability (607.2h, 603.12)."""

from __future__ import annotations

from support import board, pass_both, pass_until

from lithoform import Game


def _attack_with(game: Game, name: str, exert: bool) -> int:
    pass_both(game)  # beginning of combat -> declare attackers
    oid = game.find(name)
    game.apply(f"attack {oid} P2")
    game.apply("done")
    assert game.pending.kind == "may" and "exert" in game.pending.prompt, game.pending
    game.apply("yes" if exert else "no")
    return oid


def test_701_43d_glorybringer_exerted_deals_4_damage_to_a_non_dragon_creature() -> None:
    """Glorybringer: 'You may exert Glorybringer as it attacks. When you do, it deals 4 damage to target
    non-Dragon creature an opponent controls.'"""
    game = board({"battlefield": ["Glorybringer"]}, {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    giant = game.find("Hill Giant")
    dragon = _attack_with(game, "Glorybringer", exert=True)
    assert game.state.objects[dragon].tapped
    if game.pending.kind == "target":
        game.apply(f"target {giant}")
    pass_both(game)
    assert giant not in game.zone("battlefield")


def test_701_43a_an_exerted_creature_doesnt_untap_during_the_next_untap_step() -> None:
    game = board({"battlefield": ["Hooded Brawler"]}, step="beginning_of_combat")
    brawler = _attack_with(game, "Hooded Brawler", exert=True)
    pass_both(game)  # the reflexive trigger: +2/+2
    assert game.chars(brawler).power == 5
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # P1's next untap step has passed
    assert game.state.objects[brawler].tapped
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # and the one after it untaps it (701.43a)
    assert not game.state.objects[brawler].tapped


def test_508_1g_not_exerting_it_untaps_normally_and_nothing_triggers() -> None:
    game = board({"battlefield": ["Hooded Brawler"]}, step="beginning_of_combat")
    brawler = _attack_with(game, "Hooded Brawler", exert=False)
    assert not game.state.stack and game.chars(brawler).power == 3
    pass_until(game, "upkeep", turn=game.state.turn + 2)
    assert not game.state.objects[brawler].tapped
