"""'You have no maximum hand size.' (402.2, 514.1; Reliquary Tower)"""
