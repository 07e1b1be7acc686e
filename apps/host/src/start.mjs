// Placeholder until the server issue lands: the host starts @showfolio/server.
console.log('Showfolio host: the server arrives with the server issue.');
